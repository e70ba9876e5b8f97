// Runs the browser tests in each engine and ends with one plain line for all of them.
// Usage: node scripts/test-browsers.mjs [chromium] [firefox] [webkit] [-- runner args]
// (no engine named: all three; SVC_ENGINES=firefox,webkit does the same as naming them).
//
// Engines run side by side, as many at once as SVC_ENGINE_JOBS says (default: two, or one on a
// single core): a file's own tests run one at a time in each browser (the foreground
// tab), but most of a file's time is the browser loading and compiling the kit's modules, which a
// second engine does on the other core. Each engine gets its own port and its output is printed
// whole when it ends, so the logs do not interleave.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { engineNames } from './engines.mjs';

const argv = process.argv.slice(2);
const dashes = argv.indexOf('--');
const named = dashes === -1 ? argv : argv.slice(0, dashes);
const runnerArgs = dashes === -1 ? [] : argv.slice(dashes + 1);
const fromEnv = (process.env.SVC_ENGINES ?? '').split(',').map((name) => name.trim()).filter(Boolean);
const engines = named.length > 0 ? named : fromEnv.length > 0 ? fromEnv : engineNames;

const unknown = engines.filter((name) => !engineNames.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}: use ${engineNames.join(', ')}.`);
  process.exit(2);
}

const requestedJobs = Number(process.env.SVC_ENGINE_JOBS);
const jobs = Number.isInteger(requestedJobs) && requestedJobs > 0 ? requestedJobs : Math.min(2, availableParallelism());
// One port each (the runner's default is 8000), unless the caller chose one.
const portGiven = runnerArgs.includes('--port');
const BASE_PORT = 8000;

function run(engine, index) {
  const started = Date.now();
  const args = ['web-test-runner', ...runnerArgs, ...(portGiven ? [] : ['--port', String(BASE_PORT + index * 10)])];
  const child = spawn('npx', args, { env: { ...process.env, SVC_ENGINE: engine }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    if (jobs === 1) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  if (jobs === 1) console.log(`\n== ${engine}`);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (jobs > 1) console.log(`\n== ${engine}\n${output}`);
      // The summary reporter's own line, `tests: N passed, N failed, N skipped`.
      const counts = /tests: (\d+) passed, (\d+) failed, (\d+) skipped/.exec(output);
      const [passed, failed, skipped] = counts ? counts.slice(1).map(Number) : [0, 0, 0];
      resolve({ engine, passed, failed, skipped, seconds: Math.round((Date.now() - started) / 1000), ok: status === 0 && counts !== null });
    });
  });
}

const started = Date.now();
const results = new Array(engines.length);
let next = 0;
async function worker() {
  while (next < engines.length) {
    const index = next++;
    results[index] = await run(engines[index], index);
  }
}
if (jobs > 1) console.log(`Running ${engines.join(', ')}, ${jobs} at a time (SVC_ENGINE_JOBS); each engine's output follows when it ends.`);
await Promise.all(Array.from({ length: Math.min(jobs, engines.length) }, worker));

console.log('\n| engine | passed | failed | skipped | time |\n|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.engine}${r.ok ? '' : ' (run failed)'} | ${r.passed} | ${r.failed} | ${r.skipped} | ${r.seconds} s |`);
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
const brokenRuns = results.filter((r) => !r.ok && r.failed === 0).length;
console.log(`\ntotal: ${total('passed')} passed, ${total('failed') + brokenRuns} failed, ${total('skipped')} skipped, in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
