// Runs npm scripts side by side, two at a time (one on a single core), in the order given: for
// `npm test`'s checks before the browser tests, each of which keeps one core busy (tsc, ESLint,
// Node's test runner), so the second core no longer waits. Each script's output is printed whole
// when it ends, with its time; the run fails when any script fails, after all have run.
// Usage: node scripts/run-scripts.mjs typecheck lint …
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice(2);
const jobs = Math.min(2, availableParallelism());

function run(script) {
  const started = Date.now();
  const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n== npm run ${script}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n${output}`);
      resolve(status === 0);
    });
  });
}

let next = 0;
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, scripts.length) }, async () => {
    while (next < scripts.length) {
      const script = scripts[next++];
      if (!(await run(script))) failed.push(script);
    }
  }),
);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
  process.exit(1);
}
