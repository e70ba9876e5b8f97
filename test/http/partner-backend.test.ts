/**
 * The elements against the reference partner backend (server/) over real HTTP: cookies, CSRF,
 * multipart bodies and SCA answers as a partner's site has them. The backend is served on this
 * page's origin under /api (test/runner/http-backend.mjs), its service the sandbox on a port of its own,
 * with SCA answered as the spec describes it (a plain 409 SCA_REQUIRED) and approved by the test.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/beneficiary-form/define.js';
import '../../src/elements/card-order/define.js';
import '../../src/elements/card-view/define.js';
import '../../src/elements/consumer-form/define.js';
import '../../src/elements/consumer-list/define.js';
import '../../src/elements/document-upload/define.js';
import '../../src/elements/ledger-list/define.js';
import { createFetchAdapter } from '../../src/client/adapter.js';
import { LIMITS } from '../../src/api/limits.js';
import { SEED } from '../../src/sandbox/ids.js';
import type { Card } from '../../src/api/schemas/card.js';
import type { SvcErrorEvent, SvcSuccessEvent } from '../../src/elements/base/events.js';
import { timeLimit } from '../engines.js';
import { checkEveryTestWithPrism, expectViolation } from './prism.js';

type Kit = HTMLElement & { updateComplete: Promise<unknown>; value?: Record<string, unknown>; submit?: () => Promise<unknown> };
interface Received { operation?: string; method: string; status?: number; serviceAuth: boolean; query: string }

const ALICE = SEED.consumers.alice;

// The backend, as the page reaches it

async function signIn(who: { endUserId: string } | { staff: string[] }, maxAgeSeconds?: number) {
  const answer = await fetch('/dev/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...who, maxAgeSeconds }) });
  expect(answer.status, 'signed in').to.equal(204);
}
const signOut = () => fetch('/dev/session', { method: 'DELETE' });
const received = async (operation?: string): Promise<Received[]> => {
  const all = (await (await fetch('/__backend/requests')).json()) as Received[];
  return operation ? all.filter((request) => request.operation === operation) : all;
};
const approve = () => fetch('/__backend/approve', { method: 'POST' });
const adapter = () => createFetchAdapter({ baseUrl: '/api' });

// A person's hands

/** The first element matching `selector` in the element's shadow tree, nested shadow roots included. */
function deep(root: Element | ShadowRoot, selector: string): HTMLElement | null {
  const scope = root instanceof Element ? root.shadowRoot : root;
  if (!scope) return null;
  const found = scope.querySelector<HTMLElement>(selector);
  if (found) return found;
  for (const child of scope.querySelectorAll('*')) {
    const inner = child.shadowRoot ? deep(child, selector) : null;
    if (inner) return inner;
  }
  return null;
}
const part = (el: Element, name: string) => deep(el, `[part~="${name}"]`);
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

async function type(el: Kit, name: string, value: string) {
  const control = deep(el, `[name="${name}"]`) as HTMLInputElement;
  control.focus();
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  control.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  control.blur();
  await el.updateComplete;
}
async function choose(el: Kit, name: string, value: string) {
  const radio = deep(el, `input[name="${name}"][value="${value}"]`);
  if (radio) radio.click();
  else await type(el, name, value);
  await el.updateComplete;
}
async function press(el: Kit, name: string) {
  await waitUntil(() => part(el, name), `no ${name}`, { timeout: timeLimit(4000) });
  part(el, name)!.click();
  await el.updateComplete;
}
/** A 4 KiB-ish PDF-looking file of exactly `size` bytes. */
const pdf = (name: string, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  return new File([bytes], name, { type: 'application/pdf' });
};

async function fillBeneficiary(el: Kit) {
  await choose(el, 'type', 'PERSON');
  await type(el, 'name', 'Jean Marc Dupont');
  await type(el, 'bankingDetails.iban', 'FR7630006000011234567890189');
  await type(el, 'bankingDetails.bic', 'AGRIFRPP');
}

beforeEach(async () => {
  await fetch('/__backend/reset', { method: 'POST' });
  await signOut();
});
checkEveryTestWithPrism();

/** Presses Save: the failure `error` comes as svc-error, is said in `words`, and what was typed is kept. */
async function failsKeepingWhatWasTyped(el: Kit, error: { status: number; code: string }, words: string) {
  const failed = oneEvent(el, 'svc-error') as Promise<SvcErrorEvent>;
  await press(el, 'submit-button');
  expect((await failed).detail.error).to.include(error);
  await waitUntil(() => part(el, 'error'), 'the failure is not shown');
  expect(text(part(el, 'error'))).to.contain(words);
  expect(el.value).to.deep.include({ name: 'Jean Marc Dupont', type: 'PERSON' });
}

describe('the kit over real HTTP, through the reference partner backend', () => {
  it("creates a consumer (sign-up, no session): the browser sends no partner's name, the server adds it and the key, the consumer is created", async () => {
    const el = await fixture<Kit>(html`<svc-consumer-form anonymous .adapter=${adapter()}></svc-consumer-form>`);
    await type(el, 'firstName', 'Zoé');
    await type(el, 'lastName', 'Moreau');
    await type(el, 'emailAddress', 'zoe.moreau@example.com');
    await type(el, 'phone.countryCode', '33');
    await type(el, 'phone.number', '6 01 02 03 04');
    const submitted = oneEvent(el, 'svc-submit') as Promise<CustomEvent<{ body: object }>>;
    const success = oneEvent(el, 'svc-success') as Promise<SvcSuccessEvent>;
    await press(el, 'submit-button');
    expect((await submitted).detail.body).to.not.have.property('partnerName');
    // The service (the sandbox behind the server) refuses an anonymous creation without the partner's name: the server gave its own.
    expect(((await success).detail.result as { id: string }).id).to.match(/^[0-9a-f-]{36}$/);
    const [created] = await received('createConsumer');
    expect(created).to.include({ status: 201, serviceAuth: true });
  });

  it('creates a beneficiary through the plain 409 SCA_REQUIRED: Continue before approval asks again, after approval succeeds', async () => {
    await signIn({ endUserId: ALICE });
    const el = await fixture<Kit>(html`<svc-beneficiary-form end-user .adapter=${adapter()}></svc-beneficiary-form>`);
    await fillBeneficiary(el);
    await press(el, 'submit-button');
    await waitUntil(() => part(el, 'continue-button'), 'Continue is not offered', { timeout: timeLimit(4000) });
    expect((await received('createBeneficiary')).map((r) => r.status)).to.deep.equal([409]);
    await press(el, 'continue-button');
    // The second answer is back (the form says it is not approved yet), not only sent: a press before it would be lost.
    await waitUntil(async () => (await received('createBeneficiary')).length === 2 && part(el, 'notice') && part(el, 'continue-button'), 'no second attempt answered', { timeout: timeLimit(4000) });
    await approve();
    const success = oneEvent(el, 'svc-success');
    part(el, 'continue-button')!.click();
    await success;
    expect((await received('createBeneficiary')).map((r) => r.status)).to.deep.equal([409, 409, 201]);
  });

  it('reveals a PIN after the SCA, and never a PIN of another customer’s card', async () => {
    await signIn({ staff: ['back-office'] });
    const cards = (await (await fetch('/api/cards?pageSize=100')).json()) as { content: Card[] };
    const own = cards.content.find((card) => card.id === SEED.cards.alicePhysical)!;
    const others = cards.content.find((card) => card.id === SEED.cards.grace)!;
    await signIn({ endUserId: ALICE });

    const el = await fixture<Kit>(html`<svc-card-view .adapter=${adapter()} .card=${own}></svc-card-view>`);
    await press(el, 'pin-button');
    await waitUntil(() => part(el, 'continue-button'), 'Continue is not offered', { timeout: timeLimit(4000) });
    await approve();
    await press(el, 'continue-button');
    await waitUntil(() => part(el, 'pin'), 'the PIN was not shown', { timeout: timeLimit(4000) });
    expect(text(part(el, 'pin'))).to.match(/^PIN \d{4}$/);

    const theirs = await fixture<Kit>(html`<svc-card-view .adapter=${adapter()} .card=${others}></svc-card-view>`);
    const failed = oneEvent(theirs, 'svc-error') as Promise<SvcErrorEvent>;
    await press(theirs, 'pin-button');
    expect((await failed).detail.error).to.include({ status: 404 });
    await theirs.updateComplete;
    expect(part(theirs, 'pin')).to.equal(null);
    expect((await received('getCardPin')).map((r) => r.status)).to.deep.equal([409, 200]);
  });

  it('orders a card on the end user’s own account, after the SCA', async () => {
    await signIn({ endUserId: ALICE });
    const el = await fixture<Kit>(html`<svc-card-order end-user profile-id=${SEED.cardProfiles.standard} profile-name="Standard debit" .adapter=${adapter()}></svc-card-order>`);
    await waitUntil(() => deep(el, `select[name="ledgerId"] option[value="${SEED.ledgers.aliceMain}"]`), 'the accounts were not listed', { timeout: timeLimit(4000) });
    await type(el, 'ledgerId', SEED.ledgers.aliceMain);
    await type(el, 'deliveryMethod', 'FRENCH_MAIL');
    await type(el, 'nameOnCard', 'ALICE MARTIN');
    await press(el, 'submit-button');
    await waitUntil(() => part(el, 'continue-button'), 'Continue is not offered', { timeout: timeLimit(4000) });
    await approve();
    await press(el, 'continue-button');
    await waitUntil(() => part(el, 'show-card-button'), 'the new card was not shown', { timeout: timeLimit(4000) });
    expect((await received('createCard')).map((r) => r.status)).to.deep.equal([409, 201]);
    expect((await received('listLedgers'))[0]!.query).to.contain(`endUserId=${ALICE}`);
  });

  it(`uploads a file of ${LIMITS.uploadBytesBelow - 1} bytes as multipart; ${LIMITS.uploadBytesBelow} is refused by the element and by the server, and never reaches the service`, async function () {
    // Ten megabytes through the element, the server, Prism and the service: a hang's limit, tripled
    // from the runner's, since a busy machine moves them slowly.
    this.timeout(timeLimit(60000));
    await signIn({ endUserId: ALICE });
    const el = await fixture<Kit>(html`<svc-document-upload end-user .adapter=${adapter()}></svc-document-upload>`);
    await type(el, 'type', 'BANK_ACCOUNT_STATEMENT');
    const input = deep(el, 'input[type="file"]') as HTMLInputElement;
    const files = new DataTransfer();
    files.items.add(pdf('just-below.pdf', LIMITS.uploadBytesBelow - 1));
    files.items.add(pdf('at-limit.pdf', LIMITS.uploadBytesBelow));
    input.files = files.files;
    input.dispatchEvent(new Event('change'));
    await waitUntil(() => text(part(el, 'submit-button')) === 'Upload 1 file', 'the files were not taken in', { timeout: timeLimit(4000) });
    const outcome = (await el.submit!()) as { file: File; status: string }[];
    expect(outcome.map((item) => [item.file.name, item.status])).to.deep.equal([['just-below.pdf', 'uploaded']]);
    expect((await received('uploadDocument')).map((r) => r.status)).to.deep.equal([201]);

    // The same file sent past the kit: the server refuses it, the service never sees it.
    const form = new FormData();
    form.set('type', 'BANK_ACCOUNT_STATEMENT');
    form.set('file', pdf('at-limit.pdf', LIMITS.uploadBytesBelow));
    const answer = await fetch('/api/documents', { method: 'POST', body: form });
    expect(answer.status).to.equal(413);
    expect(((await answer.json()) as { code: string }).code).to.equal('FILE_TOO_LARGE');
    expect(await received('uploadDocument')).to.have.length(1);
  });

  it('a file of every byte value uploads and downloads unchanged, through Prism both ways', async () => {
    await signIn({ endUserId: ALICE });
    const bytes = new Uint8Array(4096);
    bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    for (let i = 5; i < bytes.length; i += 1) bytes[i] = (i * 37) % 256;
    const form = new FormData();
    form.set('type', 'BANK_ACCOUNT_STATEMENT');
    form.set('file', new File([bytes], 'every-byte.pdf', { type: 'application/pdf' }));
    const uploaded = await fetch('/api/documents', { method: 'POST', body: form });
    expect(uploaded.status).to.equal(201);
    const { id } = (await uploaded.json()) as { id: string };
    const download = await fetch(`/api/documents/${id}/file`);
    expect(download.status).to.equal(200);
    expect(download.headers.get('content-type')).to.contain('application/pdf');
    expect([...new Uint8Array(await download.arrayBuffer())]).to.deep.equal([...bytes]);
  });

  it('pages through the end user’s ledgers', async () => {
    await signIn({ endUserId: ALICE });
    const el = await fixture<Kit>(html`<svc-ledger-list page-size="5" .adapter=${adapter()}></svc-ledger-list>`);
    await waitUntil(() => /Page 1 of \d+/.test(text(part(el, 'status'))), 'the first page was not shown', { timeout: timeLimit(4000) });
    const pages = Number(/Page 1 of (\d+)/.exec(text(part(el, 'status')))![1]);
    expect(pages).to.be.greaterThan(1);
    await press(el, 'next-button');
    await waitUntil(() => text(part(el, 'status')).includes(`Page 2 of ${pages}`), 'the second page was not shown', { timeout: timeLimit(4000) });
    const queries = (await received('listLedgers')).map((r) => new URLSearchParams(r.query));
    expect(queries.map((q) => [q.get('page'), q.get('pageSize'), q.get('endUserId')])).to.deep.equal([['0', '5', ALICE], ['1', '5', ALICE]]);
  });

  it('a service that does not answer in time: the server gives up (504 UPSTREAM_TIMEOUT), and the form says so in its own words, keeping what was typed', async () => {
    await signIn({ endUserId: ALICE });
    const el = await fixture<Kit>(html`<svc-beneficiary-form end-user .adapter=${adapter()}></svc-beneficiary-form>`);
    await fillBeneficiary(el);
    await fetch('/__backend/hang', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"hang":true}' });
    try {
      await failsKeepingWhatWasTyped(el, { status: 504, code: 'UPSTREAM_TIMEOUT' }, 'The banking service did not answer in time. Try again in a moment.');
    } finally {
      await fetch('/__backend/hang', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"hang":false}' });
    }
  });

  it('an expired session is answered 401: the form says so, keeps what was typed, and sends it once signed in again', async () => {
    await signIn({ endUserId: ALICE }, 1);
    const el = await fixture<Kit>(html`<svc-beneficiary-form end-user .adapter=${adapter()}></svc-beneficiary-form>`);
    await fillBeneficiary(el);
    // A sleep on purpose: the session's one second running out is what is tested.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await failsKeepingWhatWasTyped(el, { status: 401, code: 'SESSION_EXPIRED' }, 'Your session has ended. Sign in again, then send this again: what you entered is kept.');
    expect(await received('createBeneficiary')).to.have.length(0);

    await signIn({ endUserId: ALICE });
    await press(el, 'submit-button');
    await waitUntil(() => part(el, 'continue-button'), 'Continue is not offered', { timeout: timeLimit(4000) });
    expect((await received('createBeneficiary')).map((r) => r.status)).to.deep.equal([409]);
  });

  it('refuses a cross-site post (CSRF), even with the end user signed in, and sends nothing', async () => {
    await signIn({ endUserId: ALICE });
    // The same server under another site's name: 127.0.0.1 instead of localhost.
    const elsewhere = `${location.protocol}//127.0.0.1:${location.port}`;
    const refusedBefore = ((await (await fetch('/__backend/log')).json()) as { refused: unknown[] }).refused.length;
    await expectViolation('a cross-site form post: multipart where the document takes JSON, refused 403', { method: 'POST', path: '/api/beneficiaries', status: 403 });
    const form = new FormData();
    form.set('type', 'PERSON');
    form.set('name', 'Mallory');
    await fetch(`${elsewhere}/api/beneficiaries`, { method: 'POST', mode: 'no-cors', credentials: 'include', body: form }).catch(() => undefined);
    const log = (await (await fetch('/__backend/log')).json()) as { refused: { path: string; code: string }[] };
    expect(log.refused.slice(refusedBefore).map((line) => [line.path, line.code])).to.deep.equal([['/api/beneficiaries', 'CSRF_REFUSED']]);
    expect(await received('createBeneficiary')).to.have.length(0);
  });

  it('refuses an end user a staff-only route: the consumer list says it is not allowed, and nothing is sent', async () => {
    await signIn({ endUserId: ALICE });
    const el = await fixture<Kit>(html`<svc-consumer-list .adapter=${adapter()}></svc-consumer-list>`);
    await waitUntil(() => part(el, 'error'), 'no failure shown', { timeout: timeLimit(4000) });
    expect(text(part(el, 'error'))).to.match(/not allowed/i);
    expect(await received('listConsumers')).to.have.length(0);
    expect((await fetch('/api/partner/configuration')).status).to.equal(403);
    expect(await received('getPartnerConfiguration')).to.have.length(0);
  });

  it('sent the key on every request that reached the service, and wrote no PIN, PAN credential, OTP, key or session secret in its logs', async () => {
    await signIn({ endUserId: ALICE });
    await fetch(`/api/cards/${SEED.cards.alicePhysical}/pan-credentials`, { method: 'POST' });
    await approve();
    expect((await fetch(`/api/cards/${SEED.cards.alicePhysical}/pan-credentials`, { method: 'POST' })).status).to.equal(200);
    expect((await received()).every((request) => request.serviceAuth)).to.equal(true);
    const log = (await (await fetch('/__backend/log')).json()) as { lines: number; leaks: string[] };
    expect(log.lines).to.be.greaterThan(10);
    expect(log.leaks).to.deep.equal([]);
  });
});
