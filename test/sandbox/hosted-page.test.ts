/**
 * The sandbox's hosted payment page: in a page, a blob: document whose Pay and Fail buttons send
 * the person back to the return address with the outcome; behind a server (`hostedPageBase`), the
 * sandbox's own route, which records the outcome and redirects. Past its time to live it is refused.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { ID_PARAMETER, OUTCOME_PARAMETER, RETURN_CHANNEL } from '../../src/api/acquiring-return.js';
import { SEED } from '../../src/sandbox/index.js';
import { setup } from './helpers.js';

const { consumers: C, ledgers: L } = SEED;

/** Loads a URL in a frame of this page and resolves with the frame once its document is there. */
async function frameOf(url: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = url;
  document.body.append(frame);
  await loaded;
  return frame;
}

/** Presses a button of the frame's page by its text, and resolves once the frame has left it. */
async function pressIn(frame: HTMLIFrameElement, text: string): Promise<URL> {
  const button = [...frame.contentDocument!.querySelectorAll('button')].find((candidate) => candidate.textContent === text)!;
  const left = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  button.click();
  await left;
  return new URL(frame.contentWindow!.location.href);
}

describe('sandbox: the hosted payment page in a page (blob:)', () => {
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('shows the payment with Pay and Fail; Pay goes back to the return address with the outcome, its own query kept', async () => {
    const { client } = setup();
    const redirectUrl = `${location.origin}/return-page?order=7`;
    const result = await client.initiateAcquiringPayment({ body: { amount: 25.5, endUserId: C.alice, reference: 'Order <7>', redirectUrl } });
    const frame = await frameOf(result.webPage!.url!);
    const page = frame.contentDocument!;
    expect(page.querySelector('h1')?.textContent).to.equal('Card payment (sandbox)');
    expect(page.body.textContent).to.include('25.5').and.include('Order <7>');
    expect([...page.querySelectorAll('button')].map((button) => button.textContent)).to.deep.equal(['Pay', 'Fail']);
    // No icon named: a data: icon would fall under the img-src of the partner's page that made it.
    expect(page.querySelector('link[rel~="icon"]')).to.equal(null);
    const back = await pressIn(frame, 'Pay');
    expect(`${back.origin}${back.pathname}`).to.equal(`${location.origin}/return-page`);
    expect(Object.fromEntries(back.searchParams)).to.deep.equal({ order: '7', [ID_PARAMETER]: result.id, [OUTCOME_PARAMETER]: 'paid' });
  });

  it('Fail says failed; an account load says so in its heading', async () => {
    const { client } = setup();
    const result = await client.initiateAcquiringAccountLoad({ body: { amount: 100, targetLedgerId: L.aliceMain, redirectUrl: `${location.origin}/back` } });
    const frame = await frameOf(result.webPage!.url!);
    expect(frame.contentDocument!.querySelector('h1')?.textContent).to.equal('Add money (sandbox)');
    const back = await pressIn(frame, 'Fail');
    expect(back.searchParams.get(OUTCOME_PARAMETER)).to.equal('failed');
  });

  it('ends the payment in its store when the return page says the outcome on the return channel', async () => {
    const { client, sandbox } = setup();
    const result = await client.initiateAcquiringPayment({ body: { amount: 10, endUserId: C.alice, redirectUrl: `${location.origin}/back` } });
    const channel = new BroadcastChannel(RETURN_CHANNEL);
    channel.postMessage({ type: 'return', outcome: 'paid', id: result.id });
    await waitUntil(() => sandbox.data.acquiring.get(result.id)?.status === 'PAID', 'the payment stayed pending');
    channel.close();
  });
});

describe('sandbox: the hosted payment page behind a server (hostedPageBase)', () => {
  const base = 'https://bank.example/sandbox';
  const pageRequest = (url: string, init?: RequestInit) => new Request(url.replace(base, 'https://sandbox.svc-elements.invalid'), init);

  it('is served at /hosted-payment/{id}; a press records the outcome and redirects (303) to the return address', async () => {
    const { client, sandbox } = setup({ hostedPageBase: `${base}/` });
    const result = await client.initiateAcquiringPayment({ body: { amount: 10, endUserId: C.alice, redirectUrl: 'https://shop.example/done?x=1' } });
    expect(result.webPage).to.deep.equal({ url: `${base}/hosted-payment/${result.id}`, ttl: 'PT15M' });
    const shown = await sandbox.fetch(pageRequest(result.webPage!.url!));
    expect([shown.status, shown.headers.get('content-type')]).to.deep.equal([200, 'text/html; charset=utf-8']);
    const html = await shown.text();
    expect(html).to.include('<form method="post">').and.include('value="paid">Pay</button>').and.include('value="failed">Fail</button>');
    // It names its icon (none), so the browser asks the server for no /favicon.ico, a 404 in the console.
    expect(html).to.include('<link rel="icon" href="data:,">');
    const pressed = await sandbox.fetch(pageRequest(result.webPage!.url!, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=failed',
    }));
    expect(pressed.status).to.equal(303);
    expect(pressed.headers.get('location')).to.equal(`https://shop.example/done?x=1&${OUTCOME_PARAMETER}=failed&${ID_PARAMETER}=${result.id}`);
    expect(sandbox.data.acquiring.get(result.id)?.status).to.equal('FAILED');
    // Ended: the page is not offered again.
    expect((await sandbox.fetch(pageRequest(result.webPage!.url!))).status).to.equal(409);
  });

  it('refuses a page past its time to live (15 minutes), and an unknown one', async () => {
    let now = Date.parse('2026-01-01T10:00:00Z');
    const { client, sandbox } = setup({ hostedPageBase: base, now: () => now });
    const result = await client.initiateAcquiringPayment({ body: { amount: 10, endUserId: C.alice } });
    now += 15 * 60_000 - 1;
    expect((await sandbox.fetch(pageRequest(result.webPage!.url!))).status).to.equal(200);
    now += 2;
    expect((await sandbox.fetch(pageRequest(result.webPage!.url!))).status).to.equal(410);
    expect((await sandbox.fetch(pageRequest(`${base}/hosted-payment/00000000-0000-4000-8000-000000000000`))).status).to.equal(404);
  });
});
