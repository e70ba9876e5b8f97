// Ends the browser test run with one plain line, `tests: N passed, N failed, N skipped`, that CI reads,
// after the slowest test files (the sum of their tests' own durations): where CI time goes.
function count(suite, totals) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
    totals.ms += test.duration ?? 0;
  }
  for (const child of suite?.suites ?? []) count(child, totals);
}

const SLOWEST_SHOWN = 8;

export function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0, ms: 0 };
      const perFile = [];
      let brokenFiles = 0;
      for (const session of sessions) {
        const before = totals.ms;
        count(session.testResults, totals);
        perFile.push({ file: session.testFile.replace(process.cwd() + '/', ''), ms: totals.ms - before });
        // A file that failed to load or threw outside a test has errors but no failed test.
        if (!session.passed && (session.errors?.length ?? 0) > 0) brokenFiles++;
      }
      const failed = totals.failed + brokenFiles;
      const slowest = perFile.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
      // Printed after the default reporter's own summary.
      setTimeout(() => {
        console.log(`\nslowest files (${Math.round(totals.ms / 1000)} s in tests in all):`);
        for (const { file, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
        console.log(`\ntests: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
      }, 0);
    },
  };
}
