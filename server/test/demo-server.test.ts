// The demo pages' server (`npm start`): the customer page and the back office told apart by host
// (localhost and 127.0.0.1), each signing its own caller in, and the elements' requests going
// through the reference backend to the sandbox, of which only the payment page and files are served.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SEED } from '../../src/sandbox/ids.js';
import { demoPages, startDemoServer, type DemoServer } from '../src/dev/demo-server.js';
import { startAutoAdvance } from '../src/dev/auto-advance.js';
import { startSandboxService } from '../src/dev/sandbox-service.js';

let server: DemoServer;
const lines: string[] = [];
before(async () => {
  server = await startDemoServer({ approvalDelayMs: 0, log: (line) => lines.push(line) });
});
after(() => server.close());

/** The cookie a page's answer sets, as `name=value`, and its attributes. */
async function open(page: string, origin = server.origin) {
  const answer = await fetch(`${origin}/demo/${page}`, { redirect: 'manual' });
  const setCookie = answer.headers.get('set-cookie') ?? '';
  return { answer, cookie: setCookie.split(';')[0]!, attributes: setCookie.split(';').slice(1).map((part) => part.trim()) };
}

const call = (path: string, cookie?: string, init: RequestInit = {}, origin = server.origin) =>
  fetch(`${origin}${path}`, { ...init, headers: { ...(cookie ? { cookie } : {}), origin, ...init.headers } });

describe('the demo pages through the reference backend', () => {
  it('puts the customer page and the back office on two hosts, one base URL', () => {
    assert.deepEqual(demoPages.map((page) => [page.file, page.host]), [['index.html', 'localhost'], ['back-office.html', '127.0.0.1'], ['onboarding.html', 'localhost'], ['company.html', 'localhost']]);
    assert.match(server.origin, /^http:\/\/localhost:\d+$/);
    assert.equal(server.backOfficeOrigin, server.origin.replace('localhost', '127.0.0.1'));
  });

  it('the customer page signs Alice in on its host, HttpOnly and SameSite, Path=/, under the page’s own policy', async () => {
    const { answer, cookie, attributes } = await open('');
    assert.equal(answer.status, 200);
    assert.match(await answer.text(), /<svc-provider base-url="\/api"/);
    assert.match(answer.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.deepEqual(attributes.filter((part) => /^(Path|HttpOnly|SameSite|Domain)/.test(part)).sort(), ['HttpOnly', 'Path=/', 'SameSite=Strict']);
    const cards = await call('/api/cards?pageSize=100', cookie);
    assert.equal(cards.status, 200);
    const owners = new Set(((await cards.json()) as { content: { endUserId?: string }[] }).content.map((card) => card.endUserId));
    assert.deepEqual([...owners], [SEED.consumers.alice], 'her own cards only');
    assert.equal((await call('/api/consumers', cookie)).status, 403, 'the customer list is the staff’s');
    const signUp = await call('/api/consumers', cookie, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partnerName: 'Pebble Money', firstName: 'Léa', lastName: 'Petit', emailAddress: 'lea@example.com', phone: { countryCode: '33', number: '601020399' } }),
    });
    assert.equal(signUp.status, 201);
    assert.equal(signUp.headers.get('set-cookie'), null, 'a sign-up from her page does not swap her session');
  });

  it('the back office signs staff in on its own host; each page asked for on the other host is sent to its own', async () => {
    const { answer, cookie } = await open('back-office.html', server.backOfficeOrigin);
    assert.match(await answer.text(), /<svc-provider base-url="\/api"/);
    assert.equal((await call('/api/consumers', cookie, {}, server.backOfficeOrigin)).status, 200);
    assert.equal((await call(`/api/cards/${SEED.cards.alicePhysical}/pin`, cookie, { method: 'POST' }, server.backOfficeOrigin)).status, 403, 'a PIN is the end user’s alone');
    const wrongHost = await open('back-office.html');
    assert.equal(wrongHost.answer.status, 302);
    assert.equal(wrongHost.answer.headers.get('location'), `${server.backOfficeOrigin}/demo/back-office.html`);
    assert.equal(wrongHost.cookie, '', 'no staff cookie on the customer page’s host');
    const customerOnStaffHost = await open('', server.backOfficeOrigin);
    assert.equal(customerOnStaffHost.answer.status, 302);
    assert.equal(customerOnStaffHost.cookie, '');
  });

  it('serves of the sandbox only its payment page and files: its consumers, PINs and partner users are not reachable', async () => {
    for (const [method, path] of [
      ['GET', '/sandbox/consumers'],
      ['GET', `/sandbox/cards/${SEED.cards.alicePhysical}/pin`],
      ['POST', `/sandbox/cards/${SEED.cards.alicePhysical}/pin`],
      ['POST', '/sandbox/partner/users'],
      ['GET', '/sandbox/partner/configuration'],
    ] as const) {
      const answer = await fetch(`${server.origin}${path}`, { method, headers: { 'content-type': 'application/json' }, ...(method === 'POST' ? { body: '{"email":"x@y.test"}' } : {}) });
      assert.equal(answer.status, 404, `${method} ${path}`);
      await answer.body?.cancel();
    }
  });

  it('a sign-up needs no session, and the new customer is then in the back office’s list', async () => {
    const created = await call('/api/consumers', undefined, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partnerName: 'Pebble Money', firstName: 'Zoé', lastName: 'Moreau', emailAddress: 'zoe@example.com', phone: { countryCode: '33', number: '601020304' } }),
    });
    assert.equal(created.status, 201);
    const onboarding = created.headers.get('set-cookie') ?? '';
    assert.match(onboarding, /^svc_session=.*; HttpOnly/, 'the sign-up opens the new consumer’s onboarding session');
    const { id } = (await created.json()) as { id: string };
    const own = await call(`/api/consumers/${id}`, onboarding.split(';')[0]);
    assert.equal(own.status, 200, 'the onboarding session reaches the new consumer');
    const { cookie } = await open('back-office.html', server.backOfficeOrigin);
    const listed = (await (await call('/api/consumers?pageSize=100', cookie, {}, server.backOfficeOrigin)).json()) as { content: { lastName?: string }[] };
    assert.ok(listed.content.some((consumer) => consumer.lastName === 'Moreau'));
  });

  it('a cross-site post is refused even with the page’s cookie', async () => {
    const { cookie } = await open('');
    const answer = await call('/api/beneficiaries', cookie, { method: 'POST', headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' }, body: '{}' });
    assert.equal(answer.status, 403);
    assert.equal(((await answer.json()) as { code: string }).code, 'CSRF_REFUSED');
  });

  it('a top-up goes to the sandbox’s payment page on the demo’s own origin, and Pay sends the person back to the customer page', async () => {
    const { cookie } = await open('');
    const back = `${server.origin}/demo/#money`;
    const started = await call('/api/acquiring/account-loads', cookie, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 50, targetLedgerId: SEED.ledgers.aliceMain, redirectUrl: back }),
    });
    assert.equal(started.status, 200);
    const { id, webPage } = (await started.json()) as { id: string; webPage: { url: string } };
    assert.equal(webPage.url, `${server.origin}/sandbox/hosted-payment/${id}`);
    const shown = await fetch(webPage.url);
    assert.equal(shown.status, 200);
    const html = await shown.text();
    assert.match(html, /Add money \(sandbox\)/);
    assert.match(html, /<dt>Amount<\/dt><dd>50<\/dd>/);
    // Its own icon (none): the browser asks this server for no /favicon.ico, which would be a 404 in the console.
    assert.match(html, /<link rel="icon" href="data:,">/);
    const paid = await fetch(webPage.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=paid', redirect: 'manual' });
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get('location'), `${server.origin}/demo/?svc-acquiring-outcome=paid&svc-acquiring-id=${id}#money`);
    assert.equal((await fetch(webPage.url)).status, 409, 'an ended payment’s page is not offered again');
  });

  it('logs one line per request, without the session cookie', async () => {
    const { cookie } = await open('');
    await call('/api/cards', cookie);
    const value = cookie.slice(cookie.indexOf('=') + 1);
    assert.ok(lines.length > 0);
    assert.ok(lines.every((line) => !line.includes(value) && !line.includes(decodeURIComponent(value))));
  });
});

describe('the new customer page, and the sandbox moving KYC forward by itself (SANDBOX_AUTO_ADVANCE_MS)', () => {
  let quick: DemoServer;
  const DELAY = 300;
  before(async () => {
    quick = await startDemoServer({ approvalDelayMs: 0, autoAdvanceMs: DELAY, log: () => {} });
  });
  after(() => quick.close());
  const to = (path: string, cookie?: string, init: RequestInit = {}) => call(path, cookie, init, quick.origin);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('opening the new customer page signs out whoever was signed in on its host', async () => {
    const alice = await fetch(`${quick.origin}/demo/`);
    const cookie = (alice.headers.get('set-cookie') ?? '').split(';')[0]!;
    await alice.body?.cancel();
    const page = await fetch(`${quick.origin}/demo/onboarding.html`, { headers: { cookie } });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<svc-onboarding/);
    assert.match(page.headers.get('set-cookie') ?? '', /^svc_session=; .*Max-Age=0/);
    assert.equal((await to('/api/ledgers', cookie)).status, 401, 'Alice’s session ended with it');
  });

  it('a new customer’s identity document: KYC validated and an SCA device given, after the delay and not before', async () => {
    const created = await to('/api/consumers', undefined, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partnerName: 'Pebble Money', firstName: 'Léa', lastName: 'Fontaine', emailAddress: 'lea@example.com', phone: { countryCode: '33', number: '612345670' } }),
    });
    assert.equal(created.status, 201);
    const cookie = (created.headers.get('set-cookie') ?? '').split(';')[0]!;
    const { id } = (await created.json()) as { id: string };
    const kyc = async () => ((await (await to(`/api/consumers/${id}`, cookie)).json()) as { status: { kyc: { value: string } }; scaDevices?: { status: string }[] });
    // Nothing moves without an identity document.
    await pause(DELAY * 2);
    assert.equal((await kyc()).status.kyc.value, 'NOT_STARTED');
    const form = new FormData();
    form.set('type', 'IDENTITY_CARD');
    form.set('file', new File(['%PDF-1.4\n%%EOF\n'], 'id.pdf', { type: 'application/pdf' }));
    const sent = await to('/api/documents', cookie, { method: 'POST', body: form });
    assert.equal(sent.status, 201);
    assert.equal((await kyc()).status.kyc.value, 'NOT_STARTED', 'not at once');
    await pause(DELAY + 600);
    const after = await kyc();
    assert.equal(after.status.kyc.value, 'VALIDATED');
    assert.ok(after.scaDevices?.some((device) => device.status === 'ACTIVE'), 'an ACTIVE SCA device, for the first card');
  });

  it('the company page: Meridian signed in, a person declared through the backend, their check and the KYB told by /partner/company-onboarding', async () => {
    const page = await fetch(`${quick.origin}/demo/company.html`);
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0]!;
    assert.match(await page.text(), /<svc-company-onboarding/);
    const status = async () => (await (await to('/partner/company-onboarding', cookie)).json()) as { people: { id: string; kycStatus?: string }[]; kybStatus?: string };
    assert.deepEqual(await status(), { people: [] }, 'nothing declared yet');
    assert.equal((await to('/partner/company-onboarding')).status, 404, 'nobody signed in: nothing told');
    const meridian = SEED.corporates.meridian;
    const declared = await to(`/api/corporates/${meridian}/related`, cookie, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ isDirector: true, directorAppointmentDate: '2024-05-01', sharesInfo: [{ percentage: 100 }], info: { firstName: 'Inès', lastName: 'Garnier' } }),
    });
    assert.equal(declared.status, 201, await declared.clone().text());
    const { id } = (await declared.json()) as { id: string };
    assert.deepEqual((await status()).people, [{ id, kycStatus: 'NOT_STARTED' }], 'ids and statuses, no names');
    await pause(DELAY + 600);
    assert.deepEqual((await status()).people, [{ id, kycStatus: 'VALIDATED' }]);
    assert.equal((await to(`/api/corporates/${meridian}/kyb-verification`, cookie, { method: 'POST' })).status, 204);
    assert.equal((await status()).kybStatus, 'VALIDATED');
  });

  it('a person declared for a company: KYC validated after the delay; the seed’s people never move', async () => {
    // The served sandbox itself, as its end-user (the corporate) declares a person (the company page does it through the backend).
    const upstream = await startSandboxService(0, { approvalDelayMs: 0 });
    const seeded = () => [...upstream.sandbox.data.corporateRelated.values()].map((person) => [person.id, person.kycStatus]);
    const seed = seeded();
    assert.ok(seed.some(([, status]) => status !== undefined && status !== 'VALIDATED'), 'the seed has people whose KYC is not validated');
    const advancing = startAutoAdvance(upstream.sandbox, DELAY);
    try {
      const meridian = SEED.corporates.meridian;
      const declared = await upstream.sandbox.fetch(`${upstream.url}/corporates/${meridian}/related`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer sandbox-end-user:${meridian}` },
        body: JSON.stringify({ isDirector: true, directorAppointmentDate: '2024-05-01', sharesInfo: [], info: { firstName: 'Inès', lastName: 'Garnier' } }),
      });
      assert.equal(declared.status, 201, await declared.clone().text());
      const { id } = (await declared.json()) as { id: string };
      assert.equal(upstream.sandbox.data.corporateRelated.get(id)?.kycStatus, 'NOT_STARTED');
      await pause(DELAY + 600);
      assert.equal(upstream.sandbox.data.corporateRelated.get(id)?.kycStatus, 'VALIDATED');
      assert.deepEqual(seeded().filter(([person]) => person !== id), seed);
    } finally {
      advancing.stop();
      await upstream.close();
    }
  });
});
