// What crosses the server: the key, the caller's headers, CSRF, body limits, rate limits, the service's answers.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LIMITS } from '../../src/api/limits.js';
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '../src/app.js';
import { memoryStore } from '../src/store.js';
import { KEY, SEED, harness } from './harness.js';

const alice = { endUserId: SEED.consumers.alice };
const pin = `/cards/${SEED.cards.alicePhysical}/pin`;

describe('the partner key', () => {
  it('is added to every forwarded request, and the caller’s Authorization and cookies are not forwarded', async () => {
    const { call, forwarded } = harness();
    await call(`/consumers/${SEED.consumers.alice}`, { as: alice, headers: { authorization: 'Bearer from-the-page' } });
    assert.equal(forwarded[0]!.headers.get('service-auth'), KEY);
    assert.equal(forwarded[0]!.headers.get('authorization'), null);
    assert.equal(forwarded[0]!.headers.get('cookie'), null);
  });

  it('sent by a caller is refused, and nothing is sent', async () => {
    const { call, forwarded } = harness();
    const answer = await call(`/consumers/${SEED.consumers.alice}`, { as: alice, headers: { 'Service-Auth': 'stolen' } });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.code, 'SERVICE_AUTH_REFUSED');
    assert.equal(forwarded.length, 0);
  });

  it('never follows a redirect of the service (the key goes to the configured host only)', async () => {
    const seen: string[] = [];
    const { call } = harness({
      service: { url: 'https://service.test', key: KEY, fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        seen.push(`${request.redirect} ${request.url}`);
        return new Response(null, { status: 302, headers: { location: 'https://elsewhere.test/' } });
      }) as typeof fetch },
    });
    const answer = await call(`/consumers/${SEED.consumers.alice}`, { as: alice });
    assert.equal(answer.status, 502);
    assert.deepEqual(seen, [`manual https://service.test/consumers/${SEED.consumers.alice}`]);
  });
});

describe('SCA headers', () => {
  it('BY_PASS from a caller is refused, and nothing is sent', async () => {
    const { call, forwarded } = harness();
    const answer = await call(pin, { method: 'POST', as: alice, headers: { 'Service-SCA-Strategy': 'by_pass' } });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.code, 'BY_PASS_REFUSED');
    assert.equal(forwarded.length, 0);
  });

  it('the strategy, signature and SCA id reach the service', async () => {
    const { call, forwarded } = harness();
    await call(pin, { method: 'POST', as: alice, headers: { 'Service-SCA-Strategy': 'PUSH_NOTIFICATION', 'Service-SCA-Id': 'sca-1' } });
    assert.equal(forwarded[0]!.headers.get('service-sca-strategy'), 'PUSH_NOTIFICATION');
    assert.equal(forwarded[0]!.headers.get('service-sca-id'), 'sca-1');
  });

  it('a plain 409 SCA_REQUIRED comes back unchanged, and the same request passes once approved', async () => {
    const { call, sandbox } = harness({}, { approvalDelayMs: null });
    const first = await call(pin, { method: 'POST', as: alice });
    assert.equal(first.status, 409);
    assert.equal(first.body.code, 'SCA_REQUIRED');
    assert.equal(first.body.scaId, undefined);
    sandbox.approve();
    const second = await call(pin, { method: 'POST', as: alice });
    assert.equal(second.status, 200);
    assert.match(second.body.pin, /^\d{4}$/);
    assert.equal(second.headers.get('cache-control'), 'no-store');
  });

  it('a 409 carrying an scaId and a Waiting SCA answer come back unchanged', async () => {
    const { call } = harness({}, { scaAnswer: 'with-id', approvalDelayMs: null });
    const withId = await call(pin, { method: 'POST', as: alice });
    assert.equal(withId.status, 409);
    assert.ok(withId.body.scaId);
    const waiting = await call(`/cards/${SEED.cards.alicePhysical}/rules/DAILY_MAX_SPEND`, { method: 'PUT', as: alice, body: { value: 100 } });
    assert.ok(waiting.status >= 200 && waiting.status < 300, `status ${waiting.status}`);
    assert.ok(waiting.body.scaId);
    assert.ok(waiting.body.ttl);
  });
});

describe('CSRF', () => {
  it('a state-changing request from another origin is refused, with a valid session, and nothing is sent', async () => {
    const { call, forwarded } = harness();
    const answer = await call(pin, { method: 'POST', as: alice, origin: 'https://evil.test' });
    assert.equal(answer.status, 403);
    assert.equal(answer.body.code, 'CSRF_REFUSED');
    assert.equal(forwarded.length, 0);
  });

  it('one with neither Origin nor Sec-Fetch-Site is refused; Sec-Fetch-Site same-origin passes', async () => {
    const { call, forwarded } = harness();
    assert.equal((await call(pin, { method: 'POST', as: alice, origin: null })).status, 403);
    assert.equal((await call(pin, { method: 'POST', as: alice, origin: null, headers: { 'sec-fetch-site': 'cross-site' } })).status, 403);
    assert.equal(forwarded.length, 0);
    await call(pin, { method: 'POST', as: alice, origin: null, headers: { 'sec-fetch-site': 'same-origin' } });
    assert.equal(forwarded.length, 1);
  });

  it('a read needs no Origin', async () => {
    const { call, forwarded } = harness();
    assert.equal((await call(`/consumers/${SEED.consumers.alice}`, { as: alice, origin: null })).status, 200);
    assert.equal(forwarded.length, 1);
  });
});

describe('body limits', () => {
  const patch = `/consumers/${SEED.consumers.alice}/profile`;
  /** A valid JSON body of exactly `size` bytes (its padding is white space, which JSON allows). */
  const jsonOf = (size: number) => {
    const shell = JSON.stringify({ occupation: 'EMPLOYEE' });
    return `${shell.slice(0, -1)}${' '.repeat(size - shell.length)}}`;
  };

  it(`a JSON body of ${JSON_BODY_LIMIT} bytes is forwarded; one byte more is refused 413 and nothing is sent`, async () => {
    const { call, forwarded } = harness();
    await call(patch, { method: 'PATCH', as: alice, body: jsonOf(JSON_BODY_LIMIT) });
    assert.equal(forwarded.length, 1);
    const over = await call(patch, { method: 'PATCH', as: alice, body: jsonOf(JSON_BODY_LIMIT + 1) });
    assert.equal(over.status, 413);
    assert.equal(forwarded.length, 1);
  });

  const upload = (size: number) => {
    const form = new FormData();
    form.set('type', 'ID_CARD');
    const bytes = new Uint8Array(size);
    bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
    form.set('file', new File([bytes], 'scan.pdf', { type: 'application/pdf' }));
    return form;
  };

  it(`a file of ${LIMITS.uploadBytesBelow - 1} bytes is uploaded; ${LIMITS.uploadBytesBelow} is refused 413 FILE_TOO_LARGE and nothing is sent`, async () => {
    const { call, forwarded } = harness();
    const edge = await call('/documents', { method: 'POST', as: alice, body: upload(LIMITS.uploadBytesBelow - 1) });
    assert.equal(edge.status, 201);
    assert.equal(((await forwarded[0]!.formData()).get('file') as File).size, LIMITS.uploadBytesBelow - 1);
    const over = await call('/documents', { method: 'POST', as: alice, body: upload(LIMITS.uploadBytesBelow) });
    assert.equal(over.status, 413);
    assert.equal(over.body.code, 'FILE_TOO_LARGE');
    assert.equal(forwarded.length, 1);
  });

  it(`a multipart body past ${UPLOAD_BODY_LIMIT} bytes is refused before it is read`, async () => {
    const { call, forwarded } = harness();
    const answer = await call('/documents', { method: 'POST', as: alice, body: upload(UPLOAD_BODY_LIMIT + 1) });
    assert.equal(answer.status, 413);
    assert.equal(forwarded.length, 0);
  });
});

describe('rate limits per end user', () => {
  for (const [bucket, path, limit, body] of [
    ['PIN', pin, 5, undefined],
    ['PAN credentials', `/cards/${SEED.cards.alicePhysical}/pan-credentials`, 10, undefined],
    ['verification codes', `/consumers/${SEED.consumers.alice}/phone-verification`, 5, { code: '000000' }],
    ['verification e-mails (same bucket)', `/consumers/${SEED.consumers.alice}/email-verification`, 5, undefined],
  ] as const) {
    it(`${bucket}: ${limit} attempts pass, the next is answered 429 and not sent; another end user is not counted`, async () => {
      const { call, forwarded } = harness();
      for (let i = 0; i < limit; i++) await call(path, { method: 'POST', as: alice, body });
      assert.equal(forwarded.length, limit);
      const over = await call(path, { method: 'POST', as: alice, body });
      assert.equal(over.status, 429);
      assert.equal(over.body.code, 'RATE_LIMITED');
      assert.ok(Number(over.headers.get('retry-after')) > 0);
      assert.equal(forwarded.length, limit);
      await call(path.replace(SEED.cards.alicePhysical, SEED.cards.grace).replace(SEED.consumers.alice, SEED.consumers.grace), { method: 'POST', as: { endUserId: SEED.consumers.grace }, body });
      assert.equal(forwarded.length, limit + 1);
    });
  }

  it('KYB requests: 3 an hour per corporate', async () => {
    const { call, forwarded } = harness();
    const nordwind = { endUserId: SEED.corporates.nordwind };
    const kyb = `/corporates/${SEED.corporates.nordwind}/kyb-verification`;
    for (let i = 0; i < 3; i++) await call(kyb, { method: 'POST', as: nordwind });
    assert.equal((await call(kyb, { method: 'POST', as: nordwind })).status, 429);
    assert.equal(forwarded.length, 3);
  });

  it('go through the store given, keyed by class and address, class and actor, bucket and actor', async () => {
    const keys: string[] = [];
    const store = memoryStore();
    const { call, forwarded } = harness({ store: { ...store, hit: async (key) => (keys.push(key), key.startsWith('pin:') ? 99 : 1) } });
    assert.equal((await call(pin, { method: 'POST', as: alice })).status, 429);
    assert.deepEqual(keys, ['write:address:unknown', `write:end-user:${SEED.consumers.alice}`, `pin:end-user:${SEED.consumers.alice}`]);
    assert.equal(forwarded.length, 0);
  });
});

describe('routes', () => {
  it('follow the upstream mapping; query and path parameters pass', async () => {
    const seen: string[] = [];
    const { call } = harness({
      upstreamRoutes: { getCardPin: { method: 'GET', path: '/v2/cards/{cardId}/pin-code' } },
      ownership: async () => true,
      service: { url: 'https://service.test/base/', key: KEY, fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        seen.push(`${request.method} ${request.url}`);
        return new Response('{"pin":"1234"}', { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch },
    });
    await call(pin, { method: 'POST', as: alice });
    await call('/card-designs?pageSize=3&cardType=PHYSICAL', { as: alice });
    assert.deepEqual(seen, [
      `GET https://service.test/base/v2/cards/${SEED.cards.alicePhysical}/pin-code`,
      'GET https://service.test/base/card-designs?pageSize=3&cardType=PHYSICAL',
    ]);
  });

  it('an unknown route or method is answered 404 and nothing is sent', async () => {
    const { call, forwarded } = harness();
    assert.equal((await call('/admin/keys', { as: alice })).status, 404);
    assert.equal((await call(`/consumers/${SEED.consumers.alice}`, { method: 'DELETE', as: alice })).status, 404);
    assert.equal(forwarded.length, 0);
  });

  it('every answer carries its request id, which its log line names', async () => {
    const { call, logs } = harness();
    const answer = await call(`/consumers/${SEED.consumers.alice}`, { as: alice });
    const id = answer.headers.get('x-request-id')!;
    assert.match(id, /^[0-9a-f-]{36}$/);
    const line = JSON.parse(logs.at(-1)!);
    assert.equal(line.requestId, id);
    assert.equal(line.operation, 'getConsumer');
    assert.equal(line.status, 200);
  });
});
