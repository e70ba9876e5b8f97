// npm run size: the sizes a partner pays, gzip -9.
// - Script tag (after `npm run build`): each file of dist/, and what a page downloads through the loader
//   for each element alone and for the whole kit, from the build's chunk graph, against the budgets.
// - Bundler: each element's own entry (its define file bundled with Lit, zod and what it imports),
//   minified by esbuild, as a partner's bundler would ship it.
import { build } from 'esbuild';
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { API, DIST, LOADER, budgetRows, kib, readGraph } from './bundle-graph.mjs';

const column = (value, width) => String(value).padStart(width);

if (existsSync('dist/chunk-graph.json')) {
  const graph = readGraph();
  console.log('Script tag: files (gzip KiB)');
  const files = [LOADER, API, ...graph.chunks.map((chunk) => chunk.file).filter((file) => file !== LOADER && file !== API)];
  for (const file of files) console.log(`  ${file.padEnd(48)}${column(kib(graph.gzip(file)).toFixed(1), 8)}`);

  console.log('\nScript tag: what a page downloads (gzip KiB, files)');
  for (const tag of graph.tags) {
    const page = graph.filesFor([tag]);
    console.log(`  only <${tag}>`.padEnd(50) + column(kib(graph.bytes(page)).toFixed(1), 8) + column(page.size, 5));
  }
  const kit = graph.filesFor(graph.tags);
  console.log(`  the whole kit (${graph.tags.length} tags)`.padEnd(50) + column(kib(graph.bytes(kit)).toFixed(1), 8) + column(kit.size, 5));

  // Each element's integrity manifest, fetched by the loader before the element's chunks (not in the figures above).
  const manifests = /svcElementIntegrity\(\)\{return (\{.*?\})\}/.exec(readFileSync(join(DIST, LOADER), 'utf8'));
  if (manifests) {
    console.log('\nScript tag: each element\'s integrity manifest, fetched before its chunks (gzip KiB)');
    for (const [tag, hash] of Object.entries(JSON.parse(manifests[1]))) {
      const file = `chunks/integrity-${hash.slice(0, 16).replace(/[+/]/g, (char) => (char === '+' ? '-' : '_'))}.js`;
      console.log(`  <${tag}>`.padEnd(50) + column(kib(gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length).toFixed(1), 8));
    }
  }

  // An operation run by name (not by its definition) loads the whole operations table on first use.
  const table = graph.chunks.find((chunk) => chunk.modules.includes('src/api/operations.ts'));
  if (table) {
    console.log('\nScript tag: more on the first operation run by name (the operations table, on demand; gzip KiB)');
    const closure = (file, files = new Set()) => {
      if (files.has(file)) return files;
      files.add(file);
      for (const imported of graph.chunks.find((chunk) => chunk.file === file).imports) closure(imported, files);
      return files;
    };
    const needed = closure(table.file);
    for (const tag of graph.tags) {
      const page = graph.filesFor([tag]);
      const more = new Set([...needed].filter((file) => !page.has(file)));
      console.log(`  beyond only <${tag}>`.padEnd(50) + column(kib(graph.bytes(more)).toFixed(1), 8) + column(more.size, 5));
    }
  }

  console.log('\nBudgets (gzip KiB)');
  for (const row of budgetRows(graph)) {
    const size = kib(row.bytes);
    const ceiling = row.ceiling === undefined ? '' : ` (ceiling ${row.ceiling})`;
    console.log(`  ${row.name.padEnd(100)}${column(size.toFixed(1), 7)} / ${row.budget}${ceiling}${size > row.budget ? '  OVER' : ''}`);
  }
  console.log('');
} else {
  console.log('(no dist/chunk-graph.json: run `npm run build` for the script-tag figures)\n');
}

const entries = readdirSync('src/elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/elements/${entry.name}/define.ts`))
  .map((entry) => entry.name);

console.log('Bundler: each entry alone, esbuild minified');
console.log('  entry'.padEnd(22), 'minified KiB'.padStart(14), 'gzip KiB'.padStart(10));
for (const name of [...entries, 'all']) {
  const entryPoint = name === 'all' ? 'src/define.ts' : `src/elements/${name}/define.ts`;
  const result = await build({
    entryPoints: [entryPoint],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'error',
    tsconfig: 'tsconfig.json',
    // The sandbox is loaded on demand, never part of an element's entry.
    external: ['*/sandbox/index.js'],
  });
  const code = result.outputFiles[0].contents;
  const label = name === 'all' ? 'all (define)' : `svc-${name}`;
  console.log(`  ${label}`.padEnd(22), (code.length / 1024).toFixed(1).padStart(14), (gzipSync(code, { level: 9 }).length / 1024).toFixed(1).padStart(10));
}
