// Size of each element's own entry (its define file bundled with Lit, zod and what it imports),
// minified and gzip -9, as a partner's bundler would ship it. Numbers, not a verdict.
import { build } from 'esbuild';
import { readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const entries = readdirSync('src/elements', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/elements/${entry.name}/define.ts`))
  .map((entry) => entry.name);

const rows = [];
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
  rows.push([name, code.length, gzipSync(code, { level: 9 }).length]);
}
console.log('entry'.padEnd(20), 'minified KiB'.padStart(14), 'gzip KiB'.padStart(10));
for (const [name, raw, gzip] of rows) {
  console.log(name.padEnd(20), (raw / 1024).toFixed(1).padStart(14), (gzip / 1024).toFixed(1).padStart(10));
}
