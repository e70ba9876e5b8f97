// npm run build: the library (ESM + .d.ts), the script-tag loader with its chunks, and their integrity.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
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
console.log(`dist/svc-elements-api.js (public API) and ${graph.chunks.length - 2} chunks in dist/chunks.`);
console.log(`Loader: ${kib(graph.gzip(LOADER))} KiB gzip, integrity ${integrity[LOADER]}`);
console.log(`Import map with the integrity of every script, for dist/ served at ${base}: dist/importmap.html`);
console.log(`  (CSP source for it: '${cspHash}'; other location: node scripts/integrity.mjs --base <url>)`);
