// Runs the browser tests in each engine and ends with a table of the engines and one plain line for
// all of them.
// Usage: node scripts/test-browsers.mjs [chromium] [firefox] [webkit] [-- runner args and files]
// (no engine named: all three; SVC_ENGINES=firefox,webkit does the same as naming them).
//
// One test runner (one server, each module transformed once) runs every engine's files as the runner's
// groups (scripts/test-groups.mjs: two per engine, the files of plain JavaScript in Chromium only), as
// many browsers at once as SVC_ENGINE_JOBS says (default: two, or one on a single core), the longest
// engine first: the two lanes end together. Each browser still runs one file at a time, in its
// foreground tab; most of a file's time is the browser loading and compiling the kit's modules,
// which the other browser does on the other core.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { engineNames } from './engines.mjs';
import { engineGroups, browserTestFiles, onceFiles } from './test-groups.mjs';

const argv = process.argv.slice(2);
const dashes = argv.indexOf('--');
const named = dashes === -1 ? argv : argv.slice(0, dashes);
const afterDashes = dashes === -1 ? [] : argv.slice(dashes + 1);
const fromEnv = (process.env.SVC_ENGINES ?? '').split(',').map((name) => name.trim()).filter(Boolean);
const engines = named.length > 0 ? named : fromEnv.length > 0 ? fromEnv : engineNames;

const unknown = engines.filter((name) => !engineNames.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}: use ${engineNames.join(', ')}.`);
  process.exit(2);
}

// Test files given after `--` (the shell expands globs) run instead of all of them.
const givenFiles = afterDashes.filter((arg) => arg.endsWith('.test.ts'));
const runnerArgs = afterDashes.filter((arg) => !arg.endsWith('.test.ts'));
const files = givenFiles.length > 0 ? givenFiles : browserTestFiles();

const requestedJobs = Number(process.env.SVC_ENGINE_JOBS);
const jobs = Number.isInteger(requestedJobs) && requestedJobs > 0 ? requestedJobs : Math.min(2, availableParallelism());
const groups = engineGroups(engines, files);
const once = engines.includes('chromium') ? onceFiles(files).length : 0;

console.log(`Running ${engines.join(', ')} in ${groups.length} groups, ${jobs} browsers at a time (SVC_ENGINE_JOBS); ${once} of ${files.length} files are plain JavaScript, run in Chromium only:`);
for (const group of groups) console.log(`  ${group.engine}: ${group.files.length} files`);

const started = Date.now();
const args = ['web-test-runner', ...runnerArgs, ...(runnerArgs.includes('--port') ? [] : ['--port', '8000'])];
const child = spawn('npx', args, {
  env: { ...process.env, SVC_GROUPS: JSON.stringify(groups), SVC_ENGINE_JOBS: String(jobs) },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    output += chunk;
    (stream === child.stdout ? process.stdout : process.stderr).write(chunk);
  });
}
const status = await new Promise((resolve) => child.on('close', resolve));

// The summary reporter's lines, `engine <name>: N passed, N failed, N skipped, S s`.
const results = engines.map((engine) => {
  const line = new RegExp(`^engine ${engine}: (\\d+) passed, (\\d+) failed, (\\d+) skipped, (\\d+) s$`, 'm').exec(output);
  const [passed, failed, skipped, seconds] = line ? line.slice(1).map(Number) : [0, 0, 0, 0];
  return { engine, passed, failed, skipped, seconds, reported: line !== null };
});
const ok = status === 0 && results.every((r) => r.reported);

console.log('\n| engine | passed | failed | skipped | time (browsers busy) |\n|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.engine}${r.reported ? '' : ' (no results)'} | ${r.passed} | ${r.failed} | ${r.skipped} | ${r.seconds} s |`);
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
// A run that ended without a failed test but not well (a browser that did not start, a crash) counts as one failure.
const broken = !ok && total('failed') === 0 ? 1 : 0;
const distinct = /^distinct tests: .*$/m.exec(output)?.[0];
if (distinct) console.log(`\n${distinct}`);
console.log(`${distinct ? '' : '\n'}total: ${total('passed')} passed, ${total('failed') + broken} failed, ${total('skipped')} skipped, in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(ok ? 0 : 1);
