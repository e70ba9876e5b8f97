// Runs the browser tests in each engine, one engine after the other, and ends with one plain line
// for all of them. Usage: node scripts/test-browsers.mjs [chromium] [firefox] [webkit] [-- runner args]
// (no engine named: all three; SVC_ENGINES=firefox,webkit does the same as naming them).
import { spawn } from 'node:child_process';
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

const results = [];
for (const engine of engines) {
  console.log(`\n== ${engine}`);
  const started = Date.now();
  const child = spawn('npx', ['web-test-runner', ...runnerArgs], {
    env: { ...process.env, SVC_ENGINE: engine },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output = (output + chunk).slice(-4096);
  });
  const status = await new Promise((resolve) => child.on('close', resolve));
  // The summary reporter's own line, `tests: N passed, N failed, N skipped`.
  const counts = /tests: (\d+) passed, (\d+) failed, (\d+) skipped/.exec(output);
  const [passed, failed, skipped] = counts ? counts.slice(1).map(Number) : [0, 0, 0];
  results.push({ engine, passed, failed, skipped, seconds: Math.round((Date.now() - started) / 1000), ok: status === 0 && counts !== null });
}

console.log('\n| engine | passed | failed | skipped | time |\n|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.engine}${r.ok ? '' : ' (run failed)'} | ${r.passed} | ${r.failed} | ${r.skipped} | ${r.seconds} s |`);
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
const brokenRuns = results.filter((r) => !r.ok && r.failed === 0).length;
console.log(`\ntotal: ${total('passed')} passed, ${total('failed') + brokenRuns} failed, ${total('skipped')} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
