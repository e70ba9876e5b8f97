/**
 * The parent side of a secure display in a frame, against a frame page on a second origin
 * (test/fixtures/display-frame*.html served from 127.0.0.1 while the tests run on localhost, or
 * the other way round).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/card-view/define.js';
import { createFramePanDisplay, createFramePinDisplay } from '../../src/elements/card-view/frame-display.js';
import type { SvcCardView } from '../../src/elements/card-view/svc-card-view.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';

const here = new URL(location.href);
const otherHost = here.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
const ORIGIN = `${here.protocol}//${otherHost}:${here.port}`;
const page = (name: string) => `/test/fixtures/${name}`;
const credentials = { token: 'tok-123', secret: 'sec-456', cardId: 'c', expiresAt: Date.now() + 60_000 };
const context = { locale: 'en', theme: 'light' } as const;

async function mountIn(name: string, timeoutMs = 3000) {
  const container = await fixture<HTMLDivElement>(html`<div></div>`);
  const controller = new AbortController();
  const display = createFramePanDisplay({ origin: ORIGIN, path: page(name), title: 'Card number', timeoutMs });
  const mounted = Promise.resolve(display.mount(container, credentials, controller.signal, context));
  return { container, controller, mounted, frame: () => container.querySelector('iframe') };
}

describe('createFramePanDisplay', () => {
  it('loads the frame from its exact origin with nothing in the URL, hands over the credentials after the ready handshake, and it shows', async () => {
    const { mounted, frame } = await mountIn('display-frame.html');
    expect(frame()!.src).to.equal(`${ORIGIN}${page('display-frame.html')}`);
    expect(frame()!.title).to.equal('Card number');
    await mounted;
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(urls.some((url) => url.includes(credentials.token) || url.includes(credentials.secret))).to.equal(false);
    expect(frame()!.src).to.not.contain(credentials.secret);
  });

  it('takes no message but its own frame\'s: another frame saying "shown" does not count', async () => {
    const impostor = document.createElement('iframe');
    impostor.src = `${ORIGIN}${page('display-frame-impostor.html')}`;
    const { mounted } = await mountIn('display-frame-silent.html', 800);
    document.body.append(impostor);
    let outcome = 'pending';
    await mounted.then(
      () => (outcome = 'resolved'),
      () => (outcome = 'rejected'),
    );
    impostor.remove();
    expect(outcome).to.equal('rejected');
  });

  it('a frame that never says it is ready fails the display in time', async () => {
    const { mounted } = await mountIn('display-frame-silent.html', 300);
    let error: unknown;
    await mounted.catch((caught) => (error = caught));
    expect(String(error)).to.match(/did not get ready/);
  });

  it('posts nothing more once the frame has navigated: not to the other origin it went to, not to a page of the display origin it came back to', async () => {
    const reports: { received: boolean }[] = [];
    const listen = (event: MessageEvent) => {
      if (event.data?.type === 'display-frame-spy-report') reports.push(event.data);
    };
    addEventListener('message', listen);
    try {
      // The display page shows, then goes to another origin, which sends the frame back to a page of
      // the display origin that says ready as a display page would, and reports whether it got anything.
      const { mounted, frame } = await mountIn('display-frame-navigates.html');
      const shown = frame()!;
      await mounted;
      // Settled either way: a removed frame's pages can report nothing later, and a report means the
      // frame stayed (which fails below).
      await waitUntil(() => !shown.isConnected || reports.length > 0, 'neither removed nor reported', { timeout: 5000 });
      expect(reports.filter((report) => report.received)).to.deep.equal([]);
      expect(shown.isConnected).to.equal(false);
    } finally {
      removeEventListener('message', listen);
    }
  });

  it('removes the frame when the element takes the display down', async () => {
    const { mounted, controller, frame } = await mountIn('display-frame.html');
    await mounted;
    controller.abort();
    expect(frame()).to.equal(null);
  });

  it('refuses an origin that is not exactly an https origin, and a path with a query or another origin', () => {
    const make = (origin: string, path = '/display') => () => createFramePanDisplay({ origin, path, title: 'Card number' });
    expect(make('http://pan.example')).to.throw(/https/);
    expect(make('https://pan.example/path')).to.throw(/exact/);
    expect(make('https://pan.example', '/display?token=x')).to.throw(/query/);
    expect(make('https://pan.example', 'https://elsewhere.example/display')).to.throw(/stay on/);
    expect(make('https://pan.example')).to.not.throw();
  });

  it('in <svc-card-view>: the card number shows in the frame, and Hide and removal take the frame away', async () => {
    const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const display = createFramePanDisplay({ origin: ORIGIN, path: page('display-frame.html'), title: 'Card number' });
    const cards = await adapter.request('listCards', { query: { pageSize: 100 } });
    const card = cards.content.find((candidate) => candidate.status === 'ACTIVE' && candidate.endUserId === SEED.consumers.alice) ?? cards.content.find((candidate) => candidate.status === 'ACTIVE')!;
    const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${card} .panDisplay=${display}></svc-card-view>`);
    const panButton = () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="pan-button"]')!;
    const frameIn = () => el.shadowRoot!.querySelector('iframe');
    panButton().click();
    await waitUntil(() => frameIn(), 'no frame', { timeout: 5000 });
    expect(frameIn()!.src).to.equal(`${ORIGIN}${page('display-frame.html')}`);
    await waitUntil(() => panButton().matches('[part~="hide-button"]'), 'the card number did not show');
    panButton().click();
    await waitUntil(() => frameIn() === null, 'Hide left the frame');

    panButton().click();
    await waitUntil(() => frameIn(), 'no frame the second time');
    const frame = frameIn()!;
    el.remove();
    expect(frame.isConnected).to.equal(false);
  });

  it('PIN in a frame: <svc-card-view> sends no PIN request, the PIN never enters the page, and the frame goes after pin-timeout, on Hide and on removal', async () => {
    const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const display = createFramePinDisplay({ origin: ORIGIN, path: page('display-frame.html'), title: 'PIN' });
    const cards = await adapter.request('listCards', { query: { pageSize: 100 } });
    // The reference frame shows only cards of its own session (Alice's).
    const card = cards.content.find((candidate) => candidate.id === SEED.cards.alicePhysical)!;
    const pin = (await adapter.request('getCardPin', { params: { cardId: card.id } })).pin;
    const before = sandbox.requests.length;
    const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${card} .pinDisplay=${display} pin-timeout="1"></svc-card-view>`);
    const pinButton = () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="pin-button"]')!;
    const frameIn = () => el.shadowRoot!.querySelector<HTMLIFrameElement>('[part~="section-pin"] iframe');
    pinButton().click();
    await waitUntil(() => frameIn(), 'no frame', { timeout: 5000 });
    expect(frameIn()!.src).to.equal(`${ORIGIN}${page('display-frame.html')}`);
    expect(el.shadowRoot!.querySelector('[part~="pin"]')!.getAttribute('role')).to.equal('group');
    await waitUntil(() => el.shadowRoot!.textContent!.includes('PIN shown'), 'the display did not say it shows');
    expect(sandbox.requests.slice(before).filter((request) => request.operation === 'getCardPin')).to.have.length(0);
    expect(el.shadowRoot!.textContent).to.not.contain(pin);
    await waitUntil(() => frameIn() === null, 'pin-timeout left the frame', { timeout: 3000 });

    pinButton().click();
    await waitUntil(() => frameIn(), 'no frame the second time');
    pinButton().click();
    await waitUntil(() => frameIn() === null, 'Hide left the frame');

    pinButton().click();
    await waitUntil(() => frameIn(), 'no frame the third time');
    const frame = frameIn()!;
    el.remove();
    expect(frame.isConnected).to.equal(false);
  });

  it("PIN in a frame for a card outside the frame's session: the frame refuses it and the card view says it could not be shown", async () => {
    const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const display = createFramePinDisplay({ origin: ORIGIN, path: page('display-frame.html'), title: 'PIN' });
    const cards = await adapter.request('listCards', { query: { pageSize: 100 } });
    const card = cards.content.find((candidate) => candidate.id === SEED.cards.david)!;
    const el = await fixture<SvcCardView>(html`<svc-card-view .adapter=${adapter} .card=${card} .pinDisplay=${display}></svc-card-view>`);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="pin-button"]')!.click();
    await waitUntil(() => el.shadowRoot!.textContent!.includes('The secure display could not show the PIN.'), 'the refusal was not said', { timeout: 5000 });
    expect(el.shadowRoot!.querySelector('[part~="section-pin"] iframe')).to.equal(null);
    expect(el.shadowRoot!.textContent).to.not.contain('PIN shown');
  });
});
