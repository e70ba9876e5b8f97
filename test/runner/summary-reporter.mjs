// Ends the browser test run with one plain line, `tests: N passed, N failed, N skipped`, that CI reads,
// after the slowest test files of each engine (from the test page's start to its results): where CI
// time goes. Every file's time is also written to test-results/browser-times.json (engine, file,
// seconds, start and end in ms after `started`), to see where a run's time went. A run of groups
// (SVC_ENGINES, web-test-runner.config.mjs) also gets one line for each engine, `engine chromium: N passed, N failed, N skipped, S s`, S being the time its browsers were busy, and
// one that tells distinct tests from engine runs: `distinct tests: 3,110, runs: 7,400 (2,200 × 3
// engines + 910 once)`, a test being its file and its titles.

import { mkdirSync, writeFileSync } from 'node:fs';

/** Counts `suite`'s tests into `totals`, and adds each one's engine to `seen` under its file and titles. */
function count(suite, totals, seen, key, engine) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
    const id = `${key}\u0000${test.name}`;
    if (!seen.has(id)) seen.set(id, new Set());
    seen.get(id).add(engine);
  }
  for (const child of suite?.suites ?? []) count(child, totals, seen, `${key}\u0000${child.name}`, engine);
}

const number = (value) => value.toLocaleString('en-US');
const TIMES = { 1: 'once', 2: 'twice' };

/** `distinct tests: N, runs: M (A × 3 engines + B once)`. */
function distinctLine(seen) {
  const byEngines = new Map();
  for (const engines of seen.values()) byEngines.set(engines.size, (byEngines.get(engines.size) ?? 0) + 1);
  const runs = [...byEngines].reduce((sum, [engines, tests]) => sum + engines * tests, 0);
  const parts = [...byEngines].sort((a, b) => b[0] - a[0]).map(([engines, tests]) => `${number(tests)} ${TIMES[engines] ?? `× ${engines} engines`}`);
  return `distinct tests: ${number(seen.size)}, runs: ${number(runs)} (${parts.join(' + ')})`;
}

const SLOWEST_SHOWN = 5; // per engine

/** The engine of a group (`firefox-2`), or of the run's one browser. */
const engineOf = (session) => /^(chromium|firefox|webkit)-\d+$/.exec(session.group?.name ?? '')?.[1] ?? process.env.SVC_ENGINE ?? 'chromium';

export function summaryReporter() {
  const started = new Map();
  const ended = new Map();
  let runStart = Date.now();
  return {
    start({ sessions, startTime }) {
      runStart = startTime ?? runStart;
      sessions.on('session-status-updated', (session) => {
        if (session.status === 'INITIALIZING') started.set(session.id, Date.now());
        if (session.status === 'FINISHED') ended.set(session.id, Date.now());
      });
    },
    onTestRunFinished({ sessions }) {
      const engines = new Map();
      const perFile = [];
      const seen = new Map();
      for (const session of sessions) {
        const engine = engineOf(session);
        if (!engines.has(engine)) engines.set(engine, { passed: 0, failed: 0, skipped: 0, seconds: 0 });
        const totals = engines.get(engine);
        const file = session.testFile.replace(process.cwd() + '/', '');
        count(session.testResults, totals, seen, file, engine);
        // A file that failed to load or threw outside a test has errors but no failed test.
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.failed++;
        // The first files may start before this reporter does: from the run's start, then.
        const start = started.get(session.id) ?? runStart;
        const time = ended.has(session.id) ? (ended.get(session.id) - start) / 1000 : 0;
        totals.seconds += time;
        perFile.push({ engine, file, seconds: time, start: start - runStart, end: (ended.get(session.id) ?? start) - runStart });
      }
      const all = [...engines.values()].reduce((sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed, skipped: sum.skipped + t.skipped }), { passed: 0, failed: 0, skipped: 0 });
      perFile.sort((a, b) => b.seconds - a.seconds);
      try {
        mkdirSync('test-results', { recursive: true });
        writeFileSync('test-results/browser-times.json', `${JSON.stringify({ started: runStart, files: perFile.map((entry) => ({ ...entry, seconds: Math.round(entry.seconds * 10) / 10 })) }, null, 1)}\n`);
      } catch {
        // The times are a help, not a result: a read-only checkout still gets its summary.
      }
      // Printed after the default reporter's own summary.
      setTimeout(() => {
        for (const engine of engines.keys()) {
          const own = perFile.filter((entry) => entry.engine === engine);
          console.log(`\nslowest files in ${engine} (page start to results; all in test-results/browser-times.json):`);
          for (const { file, seconds: time } of own.slice(0, SLOWEST_SHOWN)) console.log(`  ${time.toFixed(1).padStart(6)} s  ${file}`);
        }
        console.log('');
        if (engines.size > 1 || process.env.SVC_ENGINES) {
          for (const [engine, t] of engines) console.log(`engine ${engine}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped, ${Math.round(t.seconds)} s`);
          console.log(distinctLine(seen));
        }
        console.log(`tests: ${all.passed} passed, ${all.failed} failed, ${all.skipped} skipped`);
      }, 0);
    },
  };
}
