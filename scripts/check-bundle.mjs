// Prints every size of the built script tag against its budget (from the build's chunk graph, see
// bundle-graph.mjs) and checks the request waves before each element runs: the loader, the sandbox
// and the page ceilings fail the check when over; the page targets fail it only with
// SVC_ENFORCE_BUDGETS=1 and are warnings otherwise. The loader as a partner page uses it, in
// Chromium under a strict CSP, is test/e2e/bundle.spec.mjs. Run after `npm run build`.
import { existsSync } from 'node:fs';
import { WAVES, budgetRows, kib, onDemandLeaks, readGraph, wavesOf } from './bundle-graph.mjs';

const enforcePageBudgets = process.env.SVC_ENFORCE_BUDGETS === '1';

if (!existsSync('dist/chunk-graph.json')) {
  console.error('dist/chunk-graph.json is missing: run `npm run build` first.');
  process.exit(1);
}

const failures = [];

// What a page fetches only on demand stays out of every element's own chunks.
failures.push(...onDemandLeaks(readGraph()));

// Request waves before each element can run, on a bare script tag (bundle-graph.mjs: wavesOf).
const built = readGraph();
for (const tag of built.tags) {
  const waves = wavesOf(built, tag);
  if (waves > WAVES.bareScriptTag) failures.push(`<${tag}> needs ${waves} request waves before it runs, over ${WAVES.bareScriptTag}`);
}

// Sizes against their budgets.
const warnings = [];
for (const row of budgetRows(readGraph())) {
  const size = kib(row.bytes);
  const over = size > row.budget;
  const ceiling = row.ceiling === undefined ? '' : `, ceiling ${row.ceiling} KiB`;
  console.log(`size: ${row.name} ${size} KiB gzip (budget ${row.budget} KiB${ceiling})${over ? ' OVER' : ''}`);
  if (row.ceiling !== undefined && size > row.ceiling) failures.push(`${row.name} is ${size} KiB gzip, over its ${row.ceiling} KiB ceiling`);
  if (!over) continue;
  const message = `${row.name} is ${size} KiB gzip, over its ${row.budget} KiB budget`;
  if (row.kind === 'page' && !enforcePageBudgets) warnings.push(message);
  else failures.push(message);
}
if (warnings.length) {
  console.warn(`\nWarning, page budgets not enforced yet (SVC_ENFORCE_BUDGETS=1 enforces them):\n- ${warnings.join('\n- ')}\n`);
}

if (failures.length) {
  console.error(`\nThe script-tag bundle check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`The script-tag loader and the sandbox are within budget${enforcePageBudgets ? ', and so are the pages' : ''}; no element needs more than ${WAVES.bareScriptTag} request waves.`);
