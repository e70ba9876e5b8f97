// The demo pages' server (`npm start`): each page signs in its own caller, scoped to its own base
// URL, and the elements' requests go through the reference backend to the sandbox.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SEED } from '../../src/sandbox/ids.js';
import { demoPages, startDemoServer, type DemoServer } from '../src/demo-server.js';

let server: DemoServer;
const lines: string[] = [];
before(async () => {
  server = await startDemoServer({ approvalDelayMs: 0, log: (line) => lines.push(line) });
});
after(() => server.close());

/** The cookie a page's answer sets, as `name=value`, and its attributes. */
async function open(page: string) {
  const answer = await fetch(`${server.origin}/demo/${page}`);
  const setCookie = answer.headers.get('set-cookie') ?? '';
  return { answer, cookie: setCookie.split(';')[0]!, attributes: setCookie.split(';').slice(1).map((part) => part.trim()) };
}

const call = (path: string, cookie?: string, init: RequestInit = {}) =>
  fetch(`${server.origin}${path}`, { ...init, headers: { ...(cookie ? { cookie } : {}), origin: server.origin, ...init.headers } });

describe('the demo pages through the reference backend', () => {
  it('gives each page a base URL of its own', () => {
    assert.deepEqual(demoPages.map((page) => [page.file, page.api]), [['index.html', '/api'], ['back-office.html', '/back-office/api']]);
  });

  it('the customer page signs Alice in, for /api only, HttpOnly and SameSite, under the page’s own policy', async () => {
    const { answer, cookie, attributes } = await open('');
    assert.equal(answer.status, 200);
    assert.match(await answer.text(), /<svc-provider base-url="\/api"/);
    assert.match(answer.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.deepEqual(attributes.filter((part) => /^(Path|HttpOnly|SameSite)/.test(part)).sort(), ['HttpOnly', 'Path=/api', 'SameSite=Strict']);
    const cards = await call('/api/cards?pageSize=100', cookie);
    assert.equal(cards.status, 200);
    const owners = new Set(((await cards.json()) as { content: { endUserId?: string }[] }).content.map((card) => card.endUserId));
    assert.deepEqual([...owners], [SEED.consumers.alice], 'her own cards only');
    assert.equal((await call('/api/consumers', cookie)).status, 403, 'the customer list is the staff’s');
    assert.equal((await call('/back-office/api/consumers', cookie)).status, 401, 'her cookie is no session at the back office’s base URL');
  });

  it('the back office signs staff in, for /back-office/api only', async () => {
    const { answer, cookie, attributes } = await open('back-office.html');
    assert.match(await answer.text(), /<svc-provider base-url="\/back-office\/api"/);
    assert.ok(attributes.includes('Path=/back-office/api'));
    assert.equal((await call('/back-office/api/consumers', cookie)).status, 200);
    assert.equal((await call('/api/consumers', cookie)).status, 401, 'the staff cookie is no session at the customer page’s base URL');
    assert.equal((await call(`/back-office/api/cards/${SEED.cards.alicePhysical}/pin`, cookie, { method: 'POST' })).status, 403, 'a PIN is the end user’s alone');
  });

  it('a sign-up needs no session, and the new customer is then in the back office’s list', async () => {
    const created = await call('/api/consumers', undefined, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partnerName: 'Pebble Money', firstName: 'Zoé', lastName: 'Moreau', emailAddress: 'zoe@example.com', phone: { countryCode: '33', number: '601020304' } }),
    });
    assert.equal(created.status, 201);
    const { cookie } = await open('back-office.html');
    const listed = (await (await call('/back-office/api/consumers?pageSize=100', cookie)).json()) as { content: { lastName?: string }[] };
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
