// Checks what the built script tag's chunk graph (bundle-graph.mjs) says about each element's page:
// what a page fetches only on demand stays out of every element's own chunks, and no element needs
// more request waves before it runs than WAVES allows on a bare script tag. The sizes against their
// ceilings are size-limit's (`npm run size`, .size-limit.mjs); the waves as a browser meets them,
// check-waves.mjs; the loader on a partner page, test/e2e/bundle.spec.mjs. Run after `npm run build`.
import { existsSync } from 'node:fs';
import { WAVES, onDemandLeaks, readGraph, wavesOf } from './bundle-graph.mjs';

if (!existsSync('dist/chunk-graph.json')) {
  console.error('dist/chunk-graph.json is missing: run `npm run build` first.');
  process.exit(1);
}

const graph = readGraph();
const failures = [...onDemandLeaks(graph)];
for (const tag of graph.tags) {
  const waves = wavesOf(graph, tag);
  if (waves > WAVES.bareScriptTag) failures.push(`<${tag}> needs ${waves} request waves before it runs, over ${WAVES.bareScriptTag}`);
}

if (failures.length) {
  console.error(`\nThe script-tag chunk graph check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`Nothing fetched on demand rides with an element, and no element needs more than ${WAVES.bareScriptTag} request waves.`);
