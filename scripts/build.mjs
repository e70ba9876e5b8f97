// npm run build: the library (ESM + .d.ts), the script-tag loader with its chunks, and their integrity.
// Integrity (PCI DSS 6.4.3: every script on a payment page authorised and integrity-checked, chunks
// loaded later included): the loader checks the chunks it loads itself, wherever they are served
// (src/loader/verified-import.ts); the import map written here adds the same check for what the
// loader does not load (svc-elements-api.js and its imports) and lets a page send Integrity-Policy.
// From the files of the build it writes:
// - dist/integrity.json: the sha384 of every script-tag file in dist/ (dist/esm and dist/types are the
//   npm package, checked by the package manager's own lockfile);
// - dist/importmap.json and dist/importmap.html: an import map whose `integrity` map covers every
//   script, keyed by the URL where dist/ is served (`--base`, or SVC_ELEMENTS_BASE, default /svc-elements/).
// `node scripts/build.mjs --integrity --base https://cdn.example/svc/1.0.0/` rewrites only these three
// from the last build. Partners, who have no scripts/, run `npx svc-elements-integrity` (bin/), which
// writes the same map from these hashes (bin/import-map.mjs, shared).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { importMap, sri } from '../bin/import-map.mjs';
import { LOADER, kib, readGraph } from './bundle-graph.mjs';

const DIST = 'dist';
const OUTPUTS = new Set(['integrity.json', 'importmap.json', 'importmap.html']);
const NPM_ONLY = new Set(['esm', 'types']);

/** Script-tag files of dist/, relative paths with forward slashes, sorted. */
function scriptTagFiles(dir = DIST) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const name = relative(dir, path).replaceAll('\\', '/');
      if (entry.isDirectory()) {
        if (!NPM_ONLY.has(name)) walk(path);
      } else if (!OUTPUTS.has(name)) files.push(name);
    }
  };
  walk(dir);
  return files.sort();
}

function writeIntegrity(base) {
  const integrity = Object.fromEntries(scriptTagFiles().map((file) => [file, sri(readFileSync(join(DIST, file)))]));
  writeFileSync(join(DIST, 'integrity.json'), `${JSON.stringify(integrity, null, 1)}\n`);
  const { json, html, cspHash } = importMap(integrity, base);
  writeFileSync(join(DIST, 'importmap.json'), `${json}\n`);
  writeFileSync(join(DIST, 'importmap.html'), html);
  return { integrity, cspHash };
}

const { values } = parseArgs({
  options: { integrity: { type: 'boolean', default: false }, base: { type: 'string', default: process.env.SVC_ELEMENTS_BASE ?? '/svc-elements/' } },
});
const base = values.base;

if (!values.integrity) {
  const run = (command, args) => execFileSync('npx', [command, ...args], { stdio: 'inherit' });
  rmSync(DIST, { recursive: true, force: true });
  run('vite', ['build', '--logLevel', 'warn']);
  run('vite', ['build', '--mode', 'bundle', '--logLevel', 'warn']);
  run('tsc', ['-p', 'tsconfig.build.json']);
}
const { integrity, cspHash } = writeIntegrity(base);

if (values.integrity) {
  const loader = `${base.endsWith('/') ? base : `${base}/`}svc-elements.js`;
  console.log(`Integrity of ${Object.keys(integrity).length} files in dist/integrity.json; import map for ${base} in dist/importmap.html.`);
  console.log(`Loader tag:\n  <script type="module" src="${loader}" integrity="${integrity['svc-elements.js']}" crossorigin="anonymous"></script>`);
  console.log(`The inline import map needs this source in script-src: '${cspHash}'`);
} else {
  const graph = readGraph();
  console.log('Built dist/esm (library), dist/types (.d.ts) and the script tag: dist/svc-elements.js (loader),');
  // Counted on disk, as a partner's `ls dist/chunks` counts them: the code chunks of the graph and the
  // integrity manifests the integrity step writes beside them (per element and per on-demand importer).
  const chunkFiles = readdirSync('dist/chunks').filter((name) => name.endsWith('.js'));
  const manifests = chunkFiles.filter((name) => name.startsWith('integrity-')).length;
  console.log(
    `dist/svc-elements-api.js (public API) and ${chunkFiles.length} files in dist/chunks: ${chunkFiles.length - manifests} chunks of code ` +
      `and ${manifests} integrity manifests (see docs/security.md#integrity-pci-dss-643).`,
  );
  console.log(`Loader: ${kib(graph.gzip(LOADER))} KiB gzip, integrity ${integrity[LOADER]}`);
  console.log(`Import map with the integrity of every script, for dist/ served at ${base}: dist/importmap.html`);
  console.log(`  (CSP source for it: '${cspHash}'; other location: node scripts/build.mjs --integrity --base <url>)`);
}
