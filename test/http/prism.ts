/**
 * Prism's verdict in the real-HTTP tests: every `/api/` request and its answer pass through Prism
 * (test/runner/prism-proxy.mjs), which checks them against docs/openapi.json. After each test, any
 * violation the test did not expect fails it, each printed on its line. A test that sends a request
 * outside the document on purpose says so first, with `expectViolation`: why, and which request.
 */
import { expect } from '@open-wc/testing';

/** The requests this test sends outside the document on purpose: `path` is a RegExp's source, matched whole (`/api/...`). */
export async function expectViolation(because: string, request: { method: string; path: string; status?: number }) {
  const answer = await fetch('/__prism/expect', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ because, ...request }) });
  expect(answer.status, 'the expected violation was noted').to.equal(204);
}

/** Fails the test on any violation it did not expect. */
export function checkEveryTestWithPrism() {
  // The first request starts the backend and Prism, which loads the document (seconds on a busy machine).
  before(async function () {
    this.timeout(120000);
    const answer = await fetch('/__prism/check', { method: 'POST' });
    expect(answer.status, 'the backend and Prism started').to.equal(200);
  });
  afterEach(async () => {
    const { unexpected } = (await (await fetch('/__prism/check', { method: 'POST' })).json()) as { unexpected: string[] };
    expect(unexpected, `Prism found requests or answers outside docs/openapi.json:\n${unexpected.join('\n')}\n`).to.deep.equal([]);
  });
}
