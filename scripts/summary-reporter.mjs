// Ends the browser test run with one plain line, `tests: N passed, N failed, N skipped`, that CI reads.
function count(suite, totals) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const child of suite?.suites ?? []) count(child, totals);
}

export function summaryReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      let brokenFiles = 0;
      for (const session of sessions) {
        count(session.testResults, totals);
        // A file that failed to load or threw outside a test has errors but no failed test.
        if (!session.passed && (session.errors?.length ?? 0) > 0) brokenFiles++;
      }
      const failed = totals.failed + brokenFiles;
      // Printed after the default reporter's own summary.
      setTimeout(() => console.log(`\ntests: ${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`), 0);
    },
  };
}
