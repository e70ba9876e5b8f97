// What the browser gets back: the service's error bodies rebuilt without its words, files as
// attachments that never run, a clear code when the service hangs; uploads of the kit's types only;
// sessions that sign out for good.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cookieSessions } from '../src/session.js';
import { memoryStore } from '../src/store.js';
import { KEY, SEED, SESSION_SECRET, harness } from './harness.js';

const alice = { endUserId: SEED.consumers.alice };
const consumer = `/consumers/${SEED.consumers.alice}`;

/** A harness whose service answers every forwarded call with `answer` (ownership reads vouched for). */
const answering = (answer: () => Response | Promise<Response>) =>
  harness({ ownership: async () => true, service: { url: 'https://service.test', key: KEY, fetch: (async () => answer()) as typeof fetch } });

describe('the service’s error bodies', () => {
  it('keep code, field, errors[].field/code and a requestId; never the service’s message, an ORA- text or a stack trace', async () => {
    const { call } = answering(() => Response.json({
      code: 'INVALID_REQUEST',
      message: 'ORA-00942: table or view does not exist',
      field: 'phone.number',
      stack: 'Error: boom\n    at Object.<anonymous> (/srv/app/consumers.js:12:9)',
      errors: [{ field: 'emailAddress', code: 'EMAIL_INVALID', message: 'at com.bank.Validator.check(Validator.java:42)', detail: 'x' }],
      debug: { sql: 'SELECT * FROM consumers' },
    }, { status: 400 }));
    const answer = await call(consumer, { as: alice });
    assert.equal(answer.status, 400);
    assert.deepEqual(Object.keys(answer.body).sort(), ['code', 'errors', 'field', 'requestId']);
    assert.equal(answer.body.code, 'INVALID_REQUEST');
    assert.equal(answer.body.field, 'phone.number');
    assert.deepEqual(answer.body.errors, [{ field: 'emailAddress', code: 'EMAIL_INVALID' }]);
    assert.equal(answer.body.requestId, answer.headers.get('x-request-id'));
    assert.doesNotMatch(JSON.stringify(answer.body), /ORA-|Validator|SELECT|at Object/);
  });

  it('keep the SCA fields of a 409', async () => {
    const { call } = answering(() => Response.json({ code: 'SCA_REQUIRED', message: 'Approve on device 42', scaId: 'sca-123', ttl: { seconds: 300, nano: 0 }, scaDeviceId: 'device-9' }, { status: 409 }));
    const answer = await call(`/cards/${SEED.cards.alicePhysical}/pin`, { method: 'POST', as: alice });
    assert.equal(answer.status, 409);
    assert.deepEqual(answer.body, { code: 'SCA_REQUIRED', scaId: 'sca-123', ttl: { seconds: 300, nano: 0 }, scaDeviceId: 'device-9', requestId: answer.headers.get('x-request-id') });
  });

  it('a text or HTML error page becomes the code its status calls for', async () => {
    const { call } = answering(() => new Response('<html><body>java.lang.NullPointerException at com.bank.Api</body></html>', { status: 500, headers: { 'content-type': 'text/html' } }));
    const answer = await call(consumer, { as: alice });
    assert.equal(answer.status, 500);
    assert.equal(answer.headers.get('content-type'), 'application/json');
    assert.deepEqual(Object.keys(answer.body).sort(), ['code', 'requestId']);
    assert.equal(answer.body.code, 'SERVER_ERROR');
  });

  it('a code that is not a code (free text) is replaced', async () => {
    const { call } = answering(() => Response.json({ code: 'Something failed: ORA-01017 invalid username/password' }, { status: 403 }));
    const answer = await call(consumer, { as: alice });
    assert.equal(answer.body.code, 'HTTP_ERROR');
  });
});

describe('files', () => {
  it('a stored HTML file is downloaded as an attachment, never sniffed, sandboxed should it be shown', async () => {
    const { call } = answering(() => new Response('<script>alert(document.cookie)</script>', { status: 200, headers: { 'content-type': 'text/html', 'content-disposition': 'inline; filename="id.html"' } }));
    const answer = await call(`/documents/${SEED.documents.aliceIdentity}/file`, { as: alice });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-disposition'), 'attachment; filename="id.html"');
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    assert.match(answer.headers.get('content-security-policy') ?? '', /default-src 'none'.*sandbox/);
  });

  it('a file name with quotes or line breaks is made safe', async () => {
    const { call } = answering(() => new Response('x', { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="a\\";b.pdf"' } }));
    const answer = await call(`/documents/${SEED.documents.aliceIdentity}/file`, { as: alice });
    assert.match(answer.headers.get('content-disposition') ?? '', /^attachment(; filename="[\w.\- ]+")?$/);
  });

  it('every JSON answer is nosniff and no-store too', async () => {
    const { call } = harness();
    const answer = await call(consumer, { as: alice });
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(answer.headers.get('cache-control'), 'no-store');
  });

  for (const [what, name, type, bytes] of [
    ['an HTML page named .pdf', 'cv.pdf', 'application/pdf', '<html><script>alert(1)</script></html>'],
    ['an SVG', 'logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['a text file', 'notes.txt', 'text/plain', 'hello'],
  ] as const) {
    it(`an upload of ${what} is refused 415, and nothing is sent`, async () => {
      const { call, forwarded } = harness();
      const form = new FormData();
      form.set('type', 'ID_CARD');
      form.set('file', new File([bytes], name, { type }));
      const answer = await call('/documents', { method: 'POST', as: alice, body: form });
      assert.equal(answer.status, 415);
      assert.equal(answer.body.field, 'file');
      assert.equal(forwarded.length, 0);
    });
  }
});

describe('a hung service', () => {
  it('is given up after the timeout: 504 UPSTREAM_TIMEOUT, logged as such', async () => {
    const { call, logs } = harness({
      // A service that never answers. (The server's timer does not keep a process alive on its own:
      // its listening socket does; here an interval stands in for it.)
      service: { url: 'https://service.test', key: KEY, timeoutMs: 100, fetch: ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_, reject) => {
          const alive = setInterval(() => {}, 1000);
          init?.signal?.addEventListener('abort', () => {
            clearInterval(alive);
            reject(init.signal!.reason);
          });
        })) as typeof fetch },
    });
    const started = Date.now();
    const answer = await call(consumer, { as: alice });
    assert.ok(Date.now() - started < 2000);
    assert.equal(answer.status, 504);
    assert.equal(answer.body.code, 'UPSTREAM_TIMEOUT');
    assert.equal(JSON.parse(logs.at(-1)!).code, 'UPSTREAM_TIMEOUT');
  });
});

describe('sessions', () => {
  it('under https: a __Host- cookie, Secure, Path=/, no Domain', async () => {
    const cookie = await cookieSessions({ secret: SESSION_SECRET }).signIn(alice);
    assert.match(cookie, /^__Host-svc_session=/);
    assert.match(cookie, /; Path=\//);
    assert.match(cookie, /; Secure/);
    assert.doesNotMatch(cookie, /Domain=/i);
  });

  it('on http://localhost: a plain name, not Secure (WebKit would not keep it)', async () => {
    const cookie = await cookieSessions({ secret: SESSION_SECRET, secure: false }).signIn(alice);
    assert.match(cookie, /^svc_session=/);
    assert.doesNotMatch(cookie, /Secure/);
  });

  it('sign-out revokes: the cookie signed before it no longer opens a session, a new sign-in does', async () => {
    const sessions = cookieSessions({ secret: SESSION_SECRET, store: memoryStore() });
    const cookie = (await sessions.signIn(alice)).split(';')[0]!;
    const request = () => new Request('https://bank.test/api/cards', { headers: { cookie } });
    assert.deepEqual(await sessions.hook(request()), alice);
    await sessions.signOut(request());
    assert.equal(await sessions.hook(request()), null);
    const again = (await sessions.signIn(alice)).split(';')[0]!;
    assert.deepEqual(await sessions.hook(new Request('https://bank.test/api/cards', { headers: { cookie: again } })), alice);
  });

  it('staff sessions carry their pseudonymous id; onboarding sessions say so', async () => {
    const sessions = cookieSessions({ secret: SESSION_SECRET });
    const read = async (session: Parameters<typeof sessions.signIn>[0]) =>
      sessions.hook(new Request('https://bank.test/', { headers: { cookie: (await sessions.signIn(session)).split(';')[0]! } }));
    assert.deepEqual(await read({ staff: ['admin'], staffId: 'staff-7f3a' }), { staff: ['admin'], staffId: 'staff-7f3a' });
    assert.deepEqual(await read({ endUserId: SEED.consumers.alice, onboarding: true }), { endUserId: SEED.consumers.alice, onboarding: true });
  });
});
