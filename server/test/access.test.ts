// Who may call what: sessions, the end user's and the staff's operations, and what nobody calls from a browser.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cookieSessions } from '../src/session.js';
import { SEED, SESSION_SECRET, harness } from './harness.js';

const alice = { endUserId: SEED.consumers.alice };
const backOffice = { staff: ['back-office'], staffId: 'staff-1' } as const;
const admin = { staff: ['admin'], staffId: 'staff-1' } as const;

describe('sessions', () => {
  it('answers 401 SESSION_EXPIRED without a session, and sends nothing', async () => {
    const { call, forwarded } = harness();
    const answer = await call(`/consumers/${SEED.consumers.alice}`);
    assert.equal(answer.status, 401);
    assert.equal(answer.body.code, 'SESSION_EXPIRED');
    assert.equal(forwarded.length, 0);
  });

  it('answers 401 to an expired session cookie', async () => {
    const { call, forwarded } = harness();
    const past = cookieSessions({ secret: SESSION_SECRET, now: () => Date.now() - 31 * 60_000 });
    const cookie = (await past.signIn(alice)).split(';')[0]!;
    const answer = await call(`/consumers/${SEED.consumers.alice}`, { cookie });
    assert.equal(answer.status, 401);
    assert.equal(forwarded.length, 0);
  });

  it('answers 401 to a cookie signed with another secret or changed', async () => {
    const { call, cookieFor, forwarded } = harness();
    const other = cookieSessions({ secret: 'another-secret-another-secret-another' });
    const forged = (await other.signIn(alice)).split(';')[0]!;
    assert.equal((await call(`/consumers/${SEED.consumers.alice}`, { cookie: forged })).status, 401);
    const real = (await cookieFor(alice))!;
    const [name, value] = [real.slice(0, real.indexOf('=')), real.slice(real.indexOf('=') + 1)];
    const payload = Buffer.from(JSON.stringify({ sub: SEED.consumers.bruno, exp: Date.now() + 60_000 })).toString('base64url');
    const swapped = `${name}=${payload}${value.slice(value.indexOf('.'))}`;
    assert.equal((await call(`/consumers/${SEED.consumers.bruno}`, { cookie: swapped })).status, 401);
    assert.equal(forwarded.length, 0);
  });

  it('issues an HttpOnly, SameSite=Strict, Secure cookie', async () => {
    const { sessions } = harness();
    const cookie = await sessions.signIn(alice);
    assert.match(cookie, /; HttpOnly/);
    assert.match(cookie, /; SameSite=Strict/);
    assert.match(cookie, /; Secure/);
  });
});

describe('end users', () => {
  it('reach their own records', async () => {
    const { call, forwarded } = harness();
    const answer = await call(`/consumers/${SEED.consumers.alice}`, { as: alice });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.id, SEED.consumers.alice);
    assert.equal(forwarded.length, 1);
  });

  for (const [what, path, method] of [
    ['the consumer list', '/consumers', 'GET'],
    ['the partner configuration', '/partner/configuration', 'GET'],
    ['the partner users', '/partner/users', 'GET'],
    ['a partner user creation', '/partner/users', 'POST'],
    ['a document request', '/document-requests', 'POST'],
    ['a ledger suspension', `/ledgers/${SEED.ledgers.aliceMain}/suspension`, 'POST'],
    ['a card profile rule', `/card-profiles/${SEED.cardProfiles.standard}/rules/DAILY_MAX_SPEND`, 'PUT'],
  ] as const) {
    it(`are refused ${what}, and nothing is sent`, async () => {
      const { call, forwarded } = harness();
      const answer = await call(path, { method, as: alice, body: method === 'GET' ? undefined : {} });
      assert.equal(answer.status, 403);
      assert.equal(answer.body.code, 'FORBIDDEN');
      assert.equal(forwarded.length, 0);
    });
  }
});

describe('staff', () => {
  it('with the back-office role list every customer', async () => {
    const { call, forwarded } = harness();
    const answer = await call('/consumers?pageSize=5', { as: backOffice });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.content.length, 5);
    assert.equal(forwarded.length, 1);
  });

  it('with the back-office role read any customer, as the partner (no endUserId filled)', async () => {
    const { call, forwarded } = harness();
    assert.equal((await call(`/consumers/${SEED.consumers.bruno}`, { as: backOffice })).status, 200);
    const ledgers = await call('/ledgers?pageSize=5', { as: backOffice });
    assert.equal(ledgers.status, 200);
    assert.equal(new URL(forwarded[1]!.url).searchParams.get('endUserId'), null);
  });

  it('with the back-office role are refused the admin operations', async () => {
    const { call, forwarded } = harness();
    assert.equal((await call('/partner/configuration', { as: backOffice })).status, 403);
    assert.equal((await call('/partner/users', { as: backOffice })).status, 403);
    assert.equal(forwarded.length, 0);
  });

  it('with the admin role read the configuration, and not the customers', async () => {
    const { call, forwarded } = harness();
    assert.equal((await call('/partner/configuration', { as: admin })).status, 200);
    assert.equal((await call('/consumers', { as: admin })).status, 403);
    assert.equal(forwarded.length, 1);
  });

  it('never reach a card’s PIN, its card number or an end user’s SCA operation', async () => {
    const { call, forwarded } = harness();
    const everyRole = { staff: ['back-office', 'admin'], staffId: 'staff-1' } as const;
    assert.equal((await call(`/cards/${SEED.cards.alicePhysical}/pin`, { method: 'POST', as: everyRole })).status, 403);
    assert.equal((await call(`/cards/${SEED.cards.alicePhysical}/pan-credentials`, { method: 'POST', as: everyRole })).status, 403);
    assert.equal((await call('/beneficiaries', { method: 'POST', as: everyRole, body: {} })).status, 403);
    assert.equal(forwarded.length, 0);
  });
});

describe('a partner user account (its answer carries a one-time password)', () => {
  it('is created by staff with the admin role: the answer, password included, comes back unchanged, and no log line carries the password', async () => {
    const { call, forwarded, logs } = harness();
    const answer = await call('/partner/users', { method: 'POST', as: admin, body: { email: 'new@bank.test', roles: ['BENEFICIARY_LIST'] } });
    assert.equal(answer.status, 201);
    assert.equal(typeof answer.body.otp, 'string');
    assert.ok(answer.body.otp.length >= 4);
    assert.equal(forwarded.length, 1);
    assert.ok(logs.length > 0, 'the call was logged');
    assert.equal(logs.find((line) => line.includes(answer.body.otp)), undefined);
  });

  it('is refused to staff without the admin role, and nothing is sent', async () => {
    const { call, forwarded } = harness();
    const answer = await call('/partner/users', { method: 'POST', as: backOffice, body: { email: 'new@bank.test' } });
    assert.equal(answer.status, 403);
    assert.equal(forwarded.length, 0);
  });
});

describe('sign-up', () => {
  it('lets anyone create a consumer, forwarded anonymously', async () => {
    const { call, forwarded } = harness({ callerMode: (session) => (session ? { authorization: 'Bearer someone' } : { authorization: 'Bearer sandbox-anonymous' }) });
    const answer = await call('/consumers', {
      method: 'POST',
      as: alice,
      body: { partnerName: 'Bank', firstName: 'Ines', lastName: 'Roy', phone: { countryCode: '33', number: '612345678' }, emailAddress: 'ines@example.test' },
    });
    assert.equal(forwarded.length, 1);
    assert.equal(forwarded[0]!.headers.get('authorization'), 'Bearer sandbox-anonymous');
    assert.ok(answer.status < 500);
  });

  it('refuses a partner-only field (403) or a field the sign-up does not take (400) at sign-up', async () => {
    const { call, forwarded } = harness();
    const phone = { countryCode: '33', number: '612345678' };
    const metadata = await call('/consumers', { method: 'POST', body: { firstName: 'Ines', phone, metadata: { vip: true } } });
    assert.equal(metadata.status, 403);
    assert.equal(metadata.body.field, 'metadata');
    const unknown = await call('/consumers', { method: 'POST', body: { firstName: 'Ines', phone, ledgerId: SEED.ledgers.aliceMain } });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.field, 'ledgerId');
    assert.equal(forwarded.length, 0);
  });
});

describe('who may call comes before the body is read', () => {
  // Found by the fuzzer (server/test/fuzz/seeds.json, seed 477172536): an upload was read before who
  // may call, so a caller the table refuses was answered about its body (400 for no form, 415 for a
  // text file, its content sniffed) instead of 401/403.
  for (const [who, as, status, code] of [
    ['nobody', null, 401, 'SESSION_EXPIRED'],
    ['back-office staff', backOffice, 403, 'FORBIDDEN'],
  ] as const) {
    it(`an upload by ${who}, of a type the server refuses, or no form at all, is answered ${status} ${code}, and nothing is sent`, async () => {
      const { call, forwarded } = harness();
      const form = new FormData();
      form.set('type', 'ID_CARD');
      form.set('file', new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
      const answer = await call('/documents', { method: 'POST', as, body: form });
      assert.equal(answer.status, status);
      assert.equal(answer.body.code, code);
      const empty = await call('/documents', { method: 'POST', as });
      assert.equal(empty.status, status);
      assert.equal(empty.body.code, code);
      assert.equal(forwarded.length, 0);
    });
  }
});
