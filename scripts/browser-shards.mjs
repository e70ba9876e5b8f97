// Splits the browser test files of each engine into shards of about the same measured time, for
// `npm run test:browser` (scripts/test-browsers.mjs). The runner starts shards as browsers free up,
// longest first, so two lanes of unequal engines end together: no lane runs one whole engine while
// the other runs two.
//
// Times come from scripts/browser-test-times.json (seconds a file took in each engine, test page
// loaded to results in; `SVC_TEST_TIMES=<file> npm run test:browser` writes a fresh one). A file
// not in it counts as that engine's median file.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const TIMES = new URL('./browser-test-times.json', import.meta.url);

/** Every browser test file under `dir` (the runner's `test/**\/*.test.ts`), sorted. */
export function browserTestFiles(dir = 'test') {
  return readdirSync(dir, { recursive: true })
    .map((path) => join(dir, String(path)))
    .filter((path) => path.endsWith('.test.ts'))
    .sort();
}

function measuredTimes() {
  return existsSync(TIMES) ? JSON.parse(readFileSync(TIMES, 'utf8')) : {};
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 1;
};

/**
 * About `count` shards for `engines` over `files`, shared out by each engine's share of the time (at
 * least one each, at most one per file); each engine's files dealt, longest first, to the emptiest
 * of its shards. Returned longest first: `{ engine, files, seconds }`. A browser starts for each
 * shard (a few seconds), and the lanes can end at most about one shard apart.
 */
export function browserShards(engines, files, { count = 10, times = measuredTimes() } = {}) {
  const perEngine = engines.map((engine) => {
    const known = times[engine] ?? {};
    const fallback = median(Object.values(known));
    const timed = files.map((file) => ({ file, seconds: known[file] ?? fallback })).sort((a, b) => b.seconds - a.seconds);
    return { engine, timed, total: timed.reduce((sum, { seconds }) => sum + seconds, 0) };
  });
  const grand = perEngine.reduce((sum, { total }) => sum + total, 0);
  const shards = [];
  for (const { engine, timed, total } of perEngine) {
    const own = Array.from({ length: Math.max(1, Math.min(files.length, Math.round((count * total) / grand))) }, () => ({ engine, files: [], seconds: 0 }));
    for (const { file, seconds } of timed) {
      const emptiest = own.reduce((a, b) => (b.seconds < a.seconds ? b : a));
      emptiest.files.push(file);
      emptiest.seconds += seconds;
    }
    shards.push(...own);
  }
  return shards.sort((a, b) => b.seconds - a.seconds);
}
