// The demo's server counts the production limits multiplied for a walk through the demo
// (dev/demo-limits.ts): the same classes, buckets and windows, each number DEMO_LIMIT_FACTOR times
// production's. The production app (createServer as main.ts makes it: no limits given) keeps its own.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { productionLimits, type Window } from '../src/limits.js';
import { DEMO_LIMIT_FACTOR, demoLimits } from '../src/dev/demo-limits.js';
import { startDemoServer, type DemoServer } from '../src/dev/demo-server.js';
import { SEED, harness } from './harness.js';

/** The n-th new customer's sign-up: a phone and an address of their own. */
const signUp = (n: number) => ({ firstName: 'Noa', lastName: `Walker${n}`, phone: { countryCode: '33', number: `7${String(10_000_000 + n).slice(-8)}` }, emailAddress: `noa${n}@example.test` });
const perAddress = productionLimits.classes['sign-up'].address.limit;
const times = (window: Window): Window => ({ ...window, limit: window.limit * DEMO_LIMIT_FACTOR });

let demo: DemoServer;
before(async () => {
  // Any free ports, unless SVC_DEMO_LIMITS_PORT names the first of two.
  const first = Number(process.env.SVC_DEMO_LIMITS_PORT ?? 0);
  demo = await startDemoServer({ port: first, sandboxPort: first && first + 1, approvalDelayMs: 0, autoAdvanceMs: 0, log: () => {} });
});
after(() => demo.close());

/** A sign-up on the demo's customer host, as the new customer page sends it (nobody signed in). */
async function demoSignUp(n: number): Promise<number> {
  const answer = await fetch(`${demo.origin}/api/consumers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: demo.origin },
    body: JSON.stringify(signUp(n)),
  });
  await answer.body?.cancel();
  return answer.status;
}

describe('the demo’s limits, set for a walk through it', () => {
  it(`are production’s, class by class and bucket by bucket, in the same windows, each number ${DEMO_LIMIT_FACTOR} times`, () => {
    assert.ok(DEMO_LIMIT_FACTOR > 1);
    const { classes, secrets } = productionLimits;
    assert.deepEqual(Object.keys(demoLimits.classes), Object.keys(classes));
    for (const [kind, windows] of Object.entries(classes)) {
      const expected = Object.fromEntries(Object.entries(windows).map(([scope, window]) => [scope, times(window)]));
      assert.deepEqual(demoLimits.classes[kind as keyof typeof classes], expected, kind);
    }
    assert.deepEqual(demoLimits.secrets, Object.fromEntries(Object.entries(secrets).map(([operation, bucket]) => [operation, { ...bucket, limit: bucket.limit * DEMO_LIMIT_FACTOR }])));
    // Production's own numbers are untouched by the demo's.
    assert.equal(perAddress, 5);
    assert.equal(productionLimits.secrets.getCardPin?.limit, 5);
  });

  it(`the demo server takes ${perAddress * DEMO_LIMIT_FACTOR} sign-ups in the hour from one address, then refuses; the production app refuses the ${perAddress + 1}th`, async () => {
    const demoLimit = perAddress * DEMO_LIMIT_FACTOR;
    for (let n = 0; n < demoLimit; n++) assert.equal(await demoSignUp(n), 201, `sign-up ${n + 1} on the demo`);
    assert.equal(await demoSignUp(demoLimit), 429, 'the demo has limits too');

    // The production app, as main.ts makes it: no limits given.
    const { call, forwarded } = harness({ trustedProxies: 1 });
    const from = { 'x-forwarded-for': '203.0.113.9' };
    for (let n = 0; n < 2 * perAddress; n++) {
      const answer = await call('/consumers', { method: 'POST', body: signUp(n), headers: from });
      assert.equal(answer.status, n < perAddress ? 201 : 429, `sign-up ${n + 1} in production`);
    }
    assert.equal(forwarded.length, perAddress, 'the refused sign-ups never reached the service');
  });

  it('the demo’s PIN bucket takes a walk’s reveals that production’s refuses past its five', async () => {
    const pin = `/cards/${SEED.cards.alicePhysical}/pin`;
    const alice = { endUserId: SEED.consumers.alice };
    const production = productionLimits.secrets.getCardPin!.limit;
    const walk = 3 * production;
    const withDemo = harness({ limits: demoLimits });
    for (let n = 0; n < walk; n++) assert.notEqual((await withDemo.call(pin, { method: 'POST', as: alice })).status, 429, `reveal ${n + 1} with the demo’s limits`);
    const inProduction = harness();
    const statuses: number[] = [];
    for (let n = 0; n < walk; n++) statuses.push((await inProduction.call(pin, { method: 'POST', as: alice })).status);
    assert.equal(statuses.filter((status) => status === 429).length, walk - production);
    assert.ok(statuses.slice(0, production).every((status) => status !== 429));
  });
});
