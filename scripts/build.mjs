// npm run build: the library (ESM + .d.ts), the script-tag loader with its chunks, and their integrity.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { writeIntegrity } from './integrity.mjs';
import { LOADER, kib, readGraph } from './bundle-graph.mjs';

const run = (command, args) => execFileSync('npx', [command, ...args], { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('vite', ['build', '--logLevel', 'warn']);
run('vite', ['build', '--mode', 'bundle', '--logLevel', 'warn']);
run('tsc', ['-p', 'tsconfig.build.json']);
const { integrity, cspHash, base } = writeIntegrity(process.env.SVC_ELEMENTS_BASE ?? '/svc-elements/');
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
console.log(`  (CSP source for it: '${cspHash}'; other location: node scripts/integrity.mjs --base <url>)`);
