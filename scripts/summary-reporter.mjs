// Ends the browser test run with one plain line, `tests: N passed, N failed, N skipped`, that CI reads,
// after the slowest test files (from the test page's start to its results, in each engine): where CI
// time goes. A run of shards (scripts/test-browsers.mjs) also gets one line for each engine,
// `engine chromium: N passed, N failed, N skipped, S s`, S being the time its browsers were busy.
// SVC_TEST_TIMES=<file> writes every file's time in each engine there (scripts/browser-shards.mjs
// balances the shards with them).
import { writeFileSync } from 'node:fs';

function count(suite, totals) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const child of suite?.suites ?? []) count(child, totals);
}

const SLOWEST_SHOWN = 8;

/** The engine of a shard's group (`firefox-2`), or of the run's one browser. */
const engineOf = (session) => /^(chromium|firefox|webkit)-\d+$/.exec(session.group?.name ?? '')?.[1] ?? process.env.SVC_ENGINE ?? 'chromium';

export function summaryReporter() {
  const started = new Map();
  const seconds = new Map();
  return {
    start({ sessions, startTime }) {
      sessions.on('session-status-updated', (session) => {
        if (session.status === 'INITIALIZING') started.set(session.id, Date.now());
        // The first files may start before this reporter does: from the run's start, then.
        if (session.status === 'FINISHED') seconds.set(session.id, (Date.now() - (started.get(session.id) ?? startTime)) / 1000);
      });
    },
    onTestRunFinished({ sessions }) {
      const engines = new Map();
      const perFile = [];
      for (const session of sessions) {
        const engine = engineOf(session);
        if (!engines.has(engine)) engines.set(engine, { passed: 0, failed: 0, skipped: 0, seconds: 0 });
        const totals = engines.get(engine);
        count(session.testResults, totals);
        // A file that failed to load or threw outside a test has errors but no failed test.
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.failed++;
        const file = session.testFile.replace(process.cwd() + '/', '');
        const time = seconds.get(session.id) ?? 0;
        totals.seconds += time;
        perFile.push({ engine, file, seconds: time });
      }
      const all = [...engines.values()].reduce((sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed, skipped: sum.skipped + t.skipped }), { passed: 0, failed: 0, skipped: 0 });
      if (process.env.SVC_TEST_TIMES) {
        const table = {};
        for (const { engine, file, seconds: time } of [...perFile].sort((a, b) => a.file.localeCompare(b.file))) (table[engine] ??= {})[file] = Math.round(time * 10) / 10;
        writeFileSync(process.env.SVC_TEST_TIMES, `${JSON.stringify(table, null, 2)}\n`);
      }
      const slowest = perFile.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN);
      // Printed after the default reporter's own summary.
      setTimeout(() => {
        console.log(`\nslowest files (page start to results):`);
        for (const { engine, file, seconds: time } of slowest) console.log(`  ${time.toFixed(1).padStart(6)} s  ${file} (${engine})`);
        console.log('');
        if (engines.size > 1 || process.env.SVC_SHARDS) {
          for (const [engine, t] of engines) console.log(`engine ${engine}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped, ${Math.round(t.seconds)} s`);
        }
        console.log(`tests: ${all.passed} passed, ${all.failed} failed, ${all.skipped} skipped`);
      }, 0);
    },
  };
}
