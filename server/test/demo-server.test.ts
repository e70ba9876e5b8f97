// The demo pages' server (`npm start`): the customer page and the back office told apart by host
// (localhost and 127.0.0.1), each signing its own caller in, and the elements' requests going
// through the reference backend to the sandbox, of which only the payment page and files are served.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SEED } from '../../src/sandbox/ids.js';
import { demoPages, startDemoServer, type DemoServer } from '../src/dev/demo-server.js';

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
    assert.deepEqual(demoPages.map((page) => [page.file, page.host]), [['index.html', 'localhost'], ['back-office.html', '127.0.0.1']]);
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
