// Limits on every route, per session and per client address, by class; the PIN limit counts reveals
// and SCA starts, never the polls that carry Service-SCA-Id.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { clientAddress, limitClasses } from '../src/limits.js';
import { SEED, harness } from './harness.js';

const alice = { endUserId: SEED.consumers.alice };
const pin = `/cards/${SEED.cards.alicePhysical}/pin`;
const signUp = (n: number) => ({
  partnerName: 'Bank',
  firstName: 'Ines',
  lastName: `Roy${n}`,
  phone: { countryCode: '33', number: `6${String(10_000_000 + n).slice(-8)}` },
  emailAddress: `ines${n}@example.test`,
});

describe('the PIN limit under SCA polling', () => {
  it('a slow approval polled 30 times does not lock the person out: the PIN comes once approved, and the polls were not counted', async () => {
    const { call, sandbox, forwarded } = harness({}, { scaAnswer: 'with-id', approvalDelayMs: null });
    const started = await call(pin, { method: 'POST', as: alice });
    assert.equal(started.status, 409);
    const scaId = started.body.scaId as string;
    assert.ok(scaId);
    for (let poll = 0; poll < 30; poll++) {
      const waiting = await call(pin, { method: 'POST', as: alice, headers: { 'Service-SCA-Id': scaId } });
      assert.notEqual(waiting.status, 429, `poll ${poll + 1} was refused`);
    }
    sandbox.approve();
    const approved = await call(pin, { method: 'POST', as: alice, headers: { 'Service-SCA-Id': scaId } });
    assert.equal(approved.status, 200);
    assert.match(approved.body.pin, /^\d{4}$/);
    assert.equal(forwarded.length, 32);
    // Four more starts pass (five in all), the sixth is refused and not sent.
    for (let start = 0; start < 4; start++) assert.notEqual((await call(pin, { method: 'POST', as: alice })).status, 429);
    const over = await call(pin, { method: 'POST', as: alice });
    assert.equal(over.status, 429);
    assert.equal(over.body.code, 'RATE_LIMITED');
    assert.equal(forwarded.length, 36);
  });
});

describe('limits by class', () => {
  it(`reads: ${limitClasses.read.session!.limit} a minute per session pass (the ledger list's all-pages mode reads up to 501 pages); the next is refused`, async () => {
    const { call, forwarded, sandbox } = harness();
    const limit = limitClasses.read.session!.limit;
    assert.ok(limit >= 501);
    // The service's answer does not matter here: a quick stand-in keeps the run short.
    sandbox.fetch = (async () => new Response('{"content":[],"totalElements":0,"page":0,"pageSize":100}', { headers: { 'content-type': 'application/json' } })) as typeof sandbox.fetch;
    for (let n = 0; n < limit; n++) assert.equal((await call('/card-designs?pageSize=100', { as: alice })).status, 200);
    const over = await call('/card-designs?pageSize=100', { as: alice });
    assert.equal(over.status, 429);
    assert.ok(Number(over.headers.get('retry-after')) > 0);
    assert.equal(forwarded.length, limit);
  });

  it(`sign-up: ${limitClasses['sign-up'].address.limit} an hour from one address, the next refused and not sent; another address still signs up`, async () => {
    const { call, forwarded } = harness({ trustedProxies: 1 });
    const limit = limitClasses['sign-up'].address.limit;
    for (let n = 0; n < limit; n++) {
      const created = await call('/consumers', { method: 'POST', body: signUp(n), headers: { 'x-forwarded-for': '203.0.113.7' } });
      assert.equal(created.status, 201);
    }
    const over = await call('/consumers', { method: 'POST', body: signUp(99), headers: { 'x-forwarded-for': '203.0.113.7' } });
    assert.equal(over.status, 429);
    assert.equal(forwarded.length, limit);
    assert.equal((await call('/consumers', { method: 'POST', body: signUp(100), headers: { 'x-forwarded-for': '198.51.100.4' } })).status, 201);
  });

  it('sign-up: a global ceiling holds however many addresses are used', async () => {
    const { call, forwarded } = harness({ trustedProxies: 1 });
    const global = limitClasses['sign-up'].global!.limit;
    let refused = 0;
    for (let n = 0; n <= global; n++) {
      const answer = await call('/consumers', { method: 'POST', body: signUp(n), headers: { 'x-forwarded-for': `10.0.${Math.floor(n / 250)}.${n % 250}` } });
      if (answer.status === 429) refused++;
    }
    assert.equal(refused, 1);
    assert.equal(forwarded.length, global);
  });

  it(`creating partner users: ${limitClasses['partner-user'].session!.limit} an hour per staff member`, async () => {
    const { call, forwarded } = harness();
    const admin = { staff: ['admin'], staffId: 'staff-admin-1' } as const;
    const limit = limitClasses['partner-user'].session!.limit;
    for (let n = 0; n < limit; n++) assert.equal((await call('/partner/users', { method: 'POST', as: admin, body: { email: `u${n}@bank.test`, roles: ['BENEFICIARY_LIST'] } })).status, 201);
    assert.equal((await call('/partner/users', { method: 'POST', as: admin, body: { email: 'one-more@bank.test', roles: ['BENEFICIARY_LIST'] } })).status, 429);
    assert.equal(forwarded.length, limit);
  });
});

describe('the client address', () => {
  it('is the socket’s peer unless proxies are trusted; then the entry the nearest trusted proxy added, never one the client wrote', () => {
    assert.equal(clientAddress('1.2.3.4', '10.0.0.1', 0), '10.0.0.1');
    assert.equal(clientAddress('6.6.6.6, 1.2.3.4', '10.0.0.1', 1), '1.2.3.4');
    assert.equal(clientAddress('6.6.6.6, 1.2.3.4, 10.0.0.2', '10.0.0.1', 2), '1.2.3.4');
    assert.equal(clientAddress(undefined, '10.0.0.1', 1), '10.0.0.1');
  });

  it('and the actor are named in every log line, never the cookie', async () => {
    const { call, logs, cookieFor } = harness({ trustedProxies: 1 });
    const cookie = (await cookieFor(alice))!;
    await call(`/consumers/${SEED.consumers.alice}`, { cookie, headers: { 'x-forwarded-for': '192.0.2.9' } });
    await call('/partner/configuration', { as: { staff: ['admin'], staffId: 'staff-7f3a' } });
    const [customer, staff] = logs.map((line) => JSON.parse(line));
    assert.equal(customer.actor, `end-user:${SEED.consumers.alice}`);
    assert.equal(customer.address, '192.0.2.9');
    assert.equal(staff.actor, 'staff:staff-7f3a');
    assert.ok(logs.every((line) => !line.includes(cookie.slice(cookie.indexOf('=') + 1))));
  });
});
