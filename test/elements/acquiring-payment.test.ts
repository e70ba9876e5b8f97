/** <svc-acquiring-payment>, driven like a person on the sandbox backend: the body's limits, the payment page and its time to live, the return. */
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/acquiring-payment/define.js';
import { SvcAcquiringPayment } from '../../src/elements/acquiring-payment/svc-acquiring-payment.js';
import type { OnDemandPart } from '../../src/elements/base/on-demand.js';
import { gatedPart, type OnDemandGate } from './on-demand-gate.js';
import type { SvcAcquiringReturnEvent, SvcPaymentPageEvent } from '../../src/elements/acquiring/events.js';
import { reportAcquiringOutcome } from '../../src/elements/acquiring/return.js';
import { ID_PARAMETER, OUTCOME_PARAMETER, RETURN_CHANNEL } from '../../src/api/acquiring-return.js';
import { AMOUNT_PARAMETER } from '../../src/elements/acquiring/kept-values.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { createSandboxAdapter, SEED, type Sandbox } from '../../src/sandbox/index.js';
import type { SvcErrorEvent } from '../../src/elements/base/events.js';
import { choose, has, message, part, partText, press, requestsOf, root, text, type } from './form-helpers.js';
import { deepActiveElement } from './deep-focus.js';

const ALICE = SEED.consumers.alice;
const VISA = SEED.externalCards.aliceVisa;
const RETURN = 'https://shop.example/paid?order=7';
/** The return address the element builds: the partner's own, with the amount it carries back to a same-tab return. */
const back = (amount: unknown, address = RETURN) => `${address}${address.includes('?') ? '&' : '?'}${AMOUNT_PARAMETER}=${String(amount)}`;

const sent = (sandbox: Sandbox) => requestsOf(sandbox, 'initiateAcquiringPayment').map((request) => request.body);

/** The sandbox's adapter, with the page's time to live of each answer replaced (`ttl`). */
function withTtl(adapter: FetchAdapter, ttl: string): FetchAdapter {
  return {
    sandbox: adapter.sandbox,
    request: (async (name: string, input: unknown, options: unknown) => {
      const result = await (adapter.request as (...args: unknown[]) => Promise<Record<string, unknown>>)(name, input, options);
      return name === 'initiateAcquiringPayment' ? { ...result, webPage: { ...(result.webPage as object), ttl } } : result;
    }) as FetchAdapter['request'],
  };
}

async function setup(options: { ttl?: string; openIn?: string; redirectUrl?: string; endUserId?: string; locale?: string; keepPage?: boolean } = {}) {
  const { adapter, sandbox } = createSandboxAdapter();
  const pages: SvcPaymentPageEvent[] = [];
  const el = await fixture<SvcAcquiringPayment>(html`<svc-acquiring-payment
    .adapter=${options.ttl ? withTtl(adapter, options.ttl) : adapter}
    end-user-id=${options.endUserId ?? ALICE}
    redirect-url=${options.redirectUrl ?? RETURN}
    open-in=${options.openIn ?? 'same-tab'}
    locale=${options.locale ?? 'en'}
    @svc-payment-page=${(event: SvcPaymentPageEvent) => {
      pages.push(event);
      // This tab must not leave the test: the page is opened by the test, or not at all.
      if (!options.keepPage) event.preventDefault();
    }}
  ></svc-acquiring-payment>`);
  await waitUntil(() => has(el, 'select[name="externalCardId"] option[value]:not([value=""])'), 'the saved cards never loaded');
  return { el, sandbox, pages };
}

/** `window.open` replaced while `run` runs: `result` is what it returns (null: the browser refused). */
async function withWindowOpen<T>(result: Window | null, run: () => Promise<T>): Promise<{ value: T; calls: unknown[][] }> {
  const original = window.open;
  const calls: unknown[][] = [];
  window.open = ((...args: unknown[]) => (calls.push(args), result)) as typeof window.open;
  try {
    return { value: await run(), calls };
  } finally {
    window.open = original;
  }
}

type ReturnModule = typeof import('../../src/elements/acquiring/return.js');

/** A payment form whose return handling arrives, or fails to, when the test says: each fetch takes the next answer. */
class GatedPayment extends SvcAcquiringPayment {
  static answers: Promise<ReturnModule | undefined>[] = [];
  static asked = 0;
  override fetchOnDemand<M>(part: OnDemandPart, fetch: () => Promise<M | undefined>): Promise<M | undefined> {
    if (part !== 'payment return') return fetch();
    GatedPayment.asked++;
    return (GatedPayment.answers.shift() ?? new Promise(() => {})) as Promise<M | undefined>;
  }
}
customElements.define('gated-acquiring-payment', GatedPayment);

/** A payment form whose page opening fails to arrive while `down` (each fetch counted). */
const paymentPageGate: OnDemandGate = { down: false, asked: 0 };
customElements.define('pageless-acquiring-payment', gatedPart(SvcAcquiringPayment, 'payment page', paymentPageGate));

const pageShown = (el: SvcAcquiringPayment) => waitUntil(() => has(el, '[part~="success"]'), 'no success panel');

/** A payment of 10 sent with its page to open in a popup (kept on the page), until the page is shown. */
async function paidInPopup() {
  const { el } = await setup({ openIn: 'popup', keepPage: true });
  await type(el, 'amount', '10');
  await press(el, 'submit-button');
  await pageShown(el);
  return el;
}

describe('<svc-acquiring-payment>', () => {
  afterEach(() => history.replaceState(null, '', location.pathname));

  it('fetches what opens the payment page on the first edit, and sends nothing without it: said with Try again, the amount kept', async () => {
    paymentPageGate.down = true;
    paymentPageGate.asked = 0;
    const { adapter, sandbox } = createSandboxAdapter();
    const pages: SvcPaymentPageEvent[] = [];
    const el = await fixture<SvcAcquiringPayment>(html`<pageless-acquiring-payment
      .adapter=${adapter}
      end-user-id=${ALICE}
      redirect-url=${RETURN}
      @svc-payment-page=${(event: SvcPaymentPageEvent) => (pages.push(event), event.preventDefault())}
    ></pageless-acquiring-payment>`);
    await waitUntil(() => has(el, 'select[name="externalCardId"] option[value]:not([value=""])'), 'the saved cards never loaded');
    // Not with the page: the first edit asks for it.
    expect(paymentPageGate.asked).to.equal(0);
    await type(el, 'amount', '10');
    await waitUntil(() => paymentPageGate.asked === 1, 'not fetched on the first edit');
    await waitUntil(() => has(el, '[part~="retry-button"]'), 'no Try again');
    await press(el, 'submit-button');
    // The submit asked again, and sent nothing.
    expect(paymentPageGate.asked).to.equal(2);
    expect(sent(sandbox)).to.deep.equal([]);
    const failure = root(el).querySelector('[part~="retry-button"]')!.closest('[part~="error"]')!;
    expect(failure.getAttribute('role')).to.equal('alert');
    expect(failure.textContent).to.contain('The payment could not be prepared: nothing was sent.');
    expect(root(el).querySelector<HTMLInputElement>('[name="amount"]')!.value).to.equal('10');
    await expect(el).to.be.accessible();

    paymentPageGate.down = false;
    await press(el, 'retry-button');
    await waitUntil(() => !has(el, '[part~="retry-button"]'), 'the failure stayed after Try again');
    await press(el, 'submit-button');
    await pageShown(el);
    expect(sent(sandbox)).to.deep.equal([{ endUserId: ALICE, amount: 10, redirectUrl: back(10) }]);
    expect(pages).to.have.length(1);
  });

  it('sends the payment as typed, with the saved card chosen, and hands over the page with its time to live', async () => {
    const { el, sandbox, pages } = await setup();
    expect(partText(el, 'submit-button')).to.equal('Go to payment');
    await type(el, 'amount', '1,234.5');
    await type(el, 'reference', '  Order 7  ');
    await choose(el, 'externalCardId', VISA);
    const before = Date.now();
    await press(el, 'submit-button');
    await pageShown(el);
    expect(sent(sandbox)).to.deep.equal([{ endUserId: ALICE, amount: 1234.5, reference: 'Order 7', externalCardId: VISA, redirectUrl: back(1234.5) }]);
    const [page] = pages;
    expect(page!.detail.openIn).to.equal('same-tab');
    expect(page!.detail.url).to.match(/^blob:/);
    // PT15M from the answer.
    expect(page!.detail.expiresAt).to.be.within(before + 15 * 60_000 - 1000, Date.now() + 15 * 60_000);
    expect(partText(el, 'title')).to.equal('The payment page is ready.');
    expect(part(el, 'link')!.getAttribute('href')).to.equal(page!.detail.url);
    await expect(el).to.be.accessible();
  });

  it('lists only the end-user’s saved cards, and offers to enter one on the page', async () => {
    const { el } = await setup();
    const options = [...root(el).querySelectorAll<HTMLOptionElement>('select[name="externalCardId"] option')].map((option) => option.textContent!.trim());
    expect(options).to.deep.equal(['Enter a card on the payment page', '555555******4444 · ALICE MARTIN · expires 02/27', '424242******4242 · ALICE MARTIN · expires 09/28']);
  });

  describe('limits, checked before anything is sent', () => {
    const refused = async (amount: string, storeCard: boolean, path: string, words: string) => {
      const { el, sandbox } = await setup();
      const errors: SvcErrorEvent[] = [];
      el.addEventListener('svc-error', (event) => errors.push(event));
      await type(el, 'amount', amount);
      if (storeCard) root(el).querySelector<HTMLInputElement>('input[name="storeCard"]')!.click();
      await press(el, 'submit-button');
      await waitUntil(() => errors.length > 0, 'no validation error');
      expect(sent(sandbox)).to.deep.equal([]);
      expect(message(el, path)).to.include(words);
    };
    const accepted = async (amount: string, storeCard: boolean, body: Record<string, unknown>) => {
      const { el, sandbox } = await setup();
      await type(el, 'amount', amount);
      if (storeCard) root(el).querySelector<HTMLInputElement>('input[name="storeCard"]')!.click();
      await press(el, 'submit-button');
      await pageShown(el);
      expect(sent(sandbox)).to.deep.equal([{ endUserId: ALICE, redirectUrl: back(body.amount), ...body }]);
    };

    it('0 without "Save the card" is refused on that box; 0 with it registers the card (and says so on the button)', async () => {
      await refused('0', false, 'storeCard', 'An amount of 0 only saves a card');
      await accepted('0', true, { amount: 0, storeCard: true });
    });

    it('two decimals pass, three do not; a negative amount does not', async () => {
      await accepted('12.34', false, { amount: 12.34 });
      await refused('12.345', false, 'amount', 'decimals');
      await refused('-0.01', false, 'amount', '0');
    });

    it('"25,50" in English names the form expected ("25.50") and sends nothing; "25.50" is sent as 25.5; German asks for "25,50"', async () => {
      await refused('25,50', false, 'amount', 'Enter an amount like 25.50.');
      await accepted('25.50', false, { amount: 25.5 });
      const { el, sandbox } = await setup({ locale: 'de' });
      await type(el, 'amount', '25.5.0');
      await press(el, 'submit-button');
      await waitUntil(() => message(el, 'amount') === 'Bitte geben Sie einen Betrag wie 25,50 ein.', `the German message: ${message(el, 'amount')}`);
      expect(sent(sandbox)).to.deep.equal([]);
    });

    it('the button says what an amount of 0 does', async () => {
      const { el } = await setup();
      await type(el, 'amount', '0');
      expect(partText(el, 'submit-button')).to.equal('Save a card');
    });
  });

  describe('redirect-url', () => {
    const attempt = async (redirectUrl: string) => {
      const { el, sandbox } = await setup({ redirectUrl });
      await type(el, 'amount', '10');
      await press(el, 'submit-button');
      await waitUntil(() => root(el).querySelector('[data-path="redirectUrl"]') || sent(sandbox).length > 0, 'neither refused nor sent');
      await el.updateComplete;
      return { el, sandbox };
    };

    it('refuses plain http to another site, or to another origin of this machine, before sending, and says the set-up is wrong', async () => {
      for (const address of ['http://shop.example/paid', `http://127.0.0.1:1/paid`, 'shop.example/paid', 'javascript:alert(1)']) {
        const { el, sandbox } = await attempt(address);
        expect(sent(sandbox), address).to.deep.equal([]);
        expect(root(el).querySelector('[data-path="redirectUrl"]')?.textContent, address).to.include('redirect-url');
      }
    });

    it('sends https, and http on this page’s own origin when the page is served from this machine (the sandbox demo)', async () => {
      const own = `${location.origin}/demo/?x=1`;
      for (const address of ['https://shop.example/paid', own]) {
        const { sandbox } = await attempt(address);
        expect(sent(sandbox), address).to.deep.equal([{ endUserId: ALICE, amount: 10, redirectUrl: back(10, address) }]);
      }
    });
  });

  describe('the page opens within its time to live', () => {
    it('in a new window with open-in="popup": the window gets the page and no handle on this one', async () => {
      const fake = { opener: window, location: { href: 'about:blank' } } as unknown as Window;
      const { value: el, calls } = await withWindowOpen(fake, paidInPopup);
      expect(calls).to.have.length(1);
      expect(fake.opener).to.equal(null);
      expect(fake.location.href).to.match(/^blob:/);
      expect(partText(el, 'title')).to.equal('The payment page opened in a new window. Finish the payment there.');
    });

    it('a blocked window is said, with a link to the page that opens it', async () => {
      const { value: el } = await withWindowOpen(null, paidInPopup);
      expect(partText(el, 'title')).to.equal('Your browser blocked the payment page’s window.');
      const link = part(el, 'link') as HTMLAnchorElement;
      expect([link.target, link.rel, link.href.startsWith('blob:')]).to.deep.equal(['_blank', 'noopener', true]);
      await expect(el).to.be.accessible();
    });

    it('never opens a page whose time to live is already over: says it expired and offers to start again with the values typed', async () => {
      const { value: el, calls } = await withWindowOpen(null, async () => {
        const { el, pages } = await setup({ openIn: 'popup', ttl: 'PT0S', keepPage: true });
        await type(el, 'amount', '10');
        await press(el, 'submit-button');
        await pageShown(el);
        expect(pages, 'no page handed over').to.deep.equal([]);
        return el;
      });
      expect(calls, 'window.open').to.deep.equal([]);
      expect(partText(el, 'title')).to.equal('The payment page has expired: it can no longer be opened.');
      expect(has(el, '[part~="link"]')).to.equal(false);
      await press(el, 'start-again-button');
      expect((root(el).querySelector('input[name="amount"]') as HTMLInputElement).value).to.equal('10');
      expect(has(el, '[part~="submit-button"]')).to.equal(true);
    });

    it('takes its link away once the time to live runs out, and a click just past it opens nothing', async () => {
      const { el } = await setup({ ttl: 'PT0.3S' });
      await type(el, 'amount', '10');
      await press(el, 'submit-button');
      await pageShown(el);
      const link = part(el, 'link') as HTMLAnchorElement;
      expect(link).not.to.equal(null);
      // A sleep on purpose: the time to live running out is what is tested.
      await aTimeout(350);
      // However late the timer: the click checks the clock first.
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).to.equal(true);
      await waitUntil(() => !has(el, '[part~="link"]'), 'the link stayed');
      expect(partText(el, 'title')).to.equal('The payment page has expired: it can no longer be opened.');
    });
  });

  it('a partner caller may leave the end-user out (optional in the spec): the field is not required, the body has no endUserId', async () => {
    const { adapter, sandbox } = createSandboxAdapter();
    const el = await fixture<SvcAcquiringPayment>(html`<svc-acquiring-payment .adapter=${adapter} redirect-url=${RETURN} @svc-payment-page=${(event: Event) => event.preventDefault()}></svc-acquiring-payment>`);
    await el.updateComplete;
    const field = root(el).querySelector('input[name="endUserId"]')!;
    expect(field.hasAttribute('required') || field.getAttribute('aria-required') === 'true', 'the end-user is marked required').to.equal(false);
    await type(el, 'amount', '10');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="success"]'), 'no success');
    expect(requestsOf(sandbox, 'initiateAcquiringPayment').map((request) => request.body)).to.deep.equal([{ amount: 10, redirectUrl: back(10) }]);
  });

  describe('the return', () => {
    it('reads the outcome in the query, takes it out of the address bar, says it where the focus goes and fires svc-acquiring-return', async () => {
      const id = 'a0000000-0000-4000-8000-000000000001';
      history.replaceState(null, '', `${location.pathname}?keep=1&${OUTCOME_PARAMETER}=paid&${ID_PARAMETER}=${id}`);
      const returns: SvcAcquiringReturnEvent[] = [];
      document.addEventListener('svc-acquiring-return', (event) => returns.push(event as SvcAcquiringReturnEvent), { once: true });
      const { el } = await setup();
      await waitUntil(() => returns.length === 1, 'no svc-acquiring-return', { timeout: 3000 });
      expect(returns[0]!.detail).to.deep.equal({ operation: 'initiateAcquiringPayment', outcome: 'paid', id });
      expect(location.search).to.equal('?keep=1');
      await el.updateComplete;
      // An address anyone can type: it says only that the person is back, never that they paid.
      expect(partText(el, 'status')).to.equal('You are back from the payment page.');
      expect(root(el).textContent).not.to.contain('went through');
      // A keyboard or screen reader user is taken to those words.
      await waitUntil(() => deepActiveElement() === part(el, 'status'), `focus is on ${deepActiveElement()?.localName ?? 'nothing'}, not on the return's words`);
      await expect(el).to.be.accessible();
    });

    it('says the payment went through only once the partner confirms it: by the confirmed-outcome attribute, or by the verifyOutcome hook', async () => {
      history.replaceState(null, '', `${location.pathname}?${OUTCOME_PARAMETER}=paid`);
      const { el } = await setup();
      await waitUntil(() => has(el, '[part~="status"]'), 'no return said', { timeout: 3000 });
      expect(partText(el, 'status')).to.equal('You are back from the payment page.');
      el.setAttribute('confirmed-outcome', 'paid');
      await el.updateComplete;
      expect(partText(el, 'status')).to.equal('The payment went through.');
      el.setAttribute('confirmed-outcome', 'failed');
      await el.updateComplete;
      expect(partText(el, 'status')).to.equal('The payment did not go through.');
      el.setAttribute('confirmed-outcome', 'PAID?');
      await el.updateComplete;
      expect(partText(el, 'status'), 'a value that is not an outcome confirms nothing').to.equal('You are back from the payment page.');

      // The hook: asked with the return, and what it resolves is said (announced too).
      history.replaceState(null, '', `${location.pathname}?${OUTCOME_PARAMETER}=paid&${ID_PARAMETER}=a0000000-0000-4000-8000-000000000002`);
      const asked: unknown[] = [];
      const { adapter } = createSandboxAdapter();
      const hooked = await fixture<SvcAcquiringPayment>(html`<svc-acquiring-payment
        .adapter=${adapter}
        end-user-id=${ALICE}
        .verifyOutcome=${async (value: unknown) => (asked.push(value), 'failed' as const)}
      ></svc-acquiring-payment>`);
      await waitUntil(() => partText(hooked, 'status') === 'The payment did not go through.', 'the verified outcome was not said', { timeout: 3000 });
      expect(asked).to.deep.equal([{ outcome: 'paid', id: 'a0000000-0000-4000-8000-000000000002' }]);
      expect(root(hooked).querySelector('[role="status"][aria-live]')?.textContent?.trim()).to.equal('The payment did not go through.');
    });

    it('an element moved in the page while it waits for another window to take the return still reports it', async () => {
      history.replaceState(null, '', `${location.pathname}?${OUTCOME_PARAMETER}=failed`);
      const { adapter } = createSandboxAdapter();
      const el = await fixture<SvcAcquiringPayment>(html`<svc-acquiring-payment .adapter=${adapter} end-user-id=${ALICE}></svc-acquiring-payment>`);
      // Moved within the wait (400 ms) for another window to take the return.
      const parent = el.parentNode!;
      el.remove();
      // A sleep on purpose: out of the page past the wait for another window is what is tested.
      await aTimeout(500);
      parent.append(el);
      await waitUntil(() => has(el, '[part~="status"]'), 'the return was lost', { timeout: 3000 });
      expect(partText(el, 'status')).to.equal('You are back from the payment page.');
    });

    it('a failed payment, back in this tab (a new page): the amount the return address kept is said, filled in again and taken out of the address', async () => {
      history.replaceState(null, '', `${location.pathname}?keep=1&${AMOUNT_PARAMETER}=1234.5&${OUTCOME_PARAMETER}=failed`);
      const returns: SvcAcquiringReturnEvent[] = [];
      document.addEventListener('svc-acquiring-return', (event) => returns.push(event as SvcAcquiringReturnEvent), { once: true });
      const { el, sandbox } = await setup();
      await waitUntil(() => has(el, '[part~="status"]'), 'no return said', { timeout: 3000 });
      expect(location.search).to.equal('?keep=1');
      expect(returns[0]!.detail, 'what the element kept is its own, not in the event').to.deep.equal({ operation: 'initiateAcquiringPayment', outcome: 'failed' });
      expect(partText(el, 'status')).to.equal('You are back from the payment page (1,234.50).');
      expect((root(el).querySelector('input[name="amount"]') as HTMLInputElement).value).to.equal('1,234.5');
      el.setAttribute('confirmed-outcome', 'failed');
      await el.updateComplete;
      expect(partText(el, 'status')).to.equal('The payment did not go through (1,234.50). The form holds it again, to try again.');
      await press(el, 'submit-button');
      await waitUntil(() => sent(sandbox).length === 1, 'nothing sent');
      expect(sent(sandbox)[0]).to.deep.equal({ endUserId: ALICE, amount: 1234.5, redirectUrl: back(1234.5) });
    });

    it('is drawn without fetching the return’s handling; a return fetches it, and a failed fetch is said with Try again', async () => {
      const { adapter } = createSandboxAdapter();
      GatedPayment.asked = 0;
      const gated = () => fixture<GatedPayment>(html`<gated-acquiring-payment .adapter=${adapter} end-user-id=${ALICE}></gated-acquiring-payment>`);
      const plain = await gated();
      await waitUntil(() => has(plain, 'input[name="amount"]'), 'the form was not drawn');
      expect(GatedPayment.asked, 'no return: nothing fetched').to.equal(0);

      // Back from the payment page, and the handling cannot be fetched: the form is drawn all the same, the failure said.
      history.replaceState(null, '', `${location.pathname}?${OUTCOME_PARAMETER}=paid`);
      GatedPayment.answers = [Promise.resolve(undefined)];
      const el = await gated();
      expect(has(el, 'input[name="amount"]'), 'the first render does not wait for it').to.equal(true);
      await waitUntil(() => has(el, '[part~="retry-button"]'), 'the failure was not said');
      expect(text(el, '[part~="error"][role="alert"] span')).to.equal('How the payment ended could not be loaded.');
      expect(location.search, 'the return stays in the address for the next try').to.equal(`?${OUTCOME_PARAMETER}=paid`);
      await expect(el).to.be.accessible();

      GatedPayment.answers = [import('../../src/elements/acquiring/return.js')];
      await press(el, 'retry-button');
      await waitUntil(() => has(el, '[part~="status"]'), 'the return was not said after Try again', { timeout: 3000 });
      expect(partText(el, 'status')).to.equal('You are back from the payment page.');
      expect(has(el, '[part~="retry-button"]')).to.equal(false);
      expect(location.search).to.equal('');
      expect(GatedPayment.asked).to.equal(2);
    });

    it('says the person is back when the partner’s return page calls reportAcquiringOutcome', async () => {
      const { el } = await setup();
      reportAcquiringOutcome('failed');
      await waitUntil(() => has(el, '[part~="status"]'), 'no outcome', { timeout: 3000 });
      expect(partText(el, 'status')).to.equal('You are back from the payment page.');
      expect(location.search).to.equal('');
    });

    it('takes a return that landed in another window (a popup) for the page it opened, and tells that window', async () => {
      const fake = { opener: window, location: { href: 'about:blank' } } as unknown as Window;
      const { value: el } = await withWindowOpen(fake, paidInPopup);
      // The popup's page, another window of this origin, offers the return it read.
      const other = new BroadcastChannel(RETURN_CHANNEL);
      const heard: unknown[] = [];
      other.onmessage = (event) => heard.push(event.data);
      other.postMessage({ type: 'return', outcome: 'paid' });
      await waitUntil(() => has(el, '[part~="status"]'), 'no outcome');
      await waitUntil(() => heard.length > 0, 'not claimed');
      other.close();
      expect(heard).to.deep.equal([{ type: 'claimed', outcome: 'paid' }]);
      expect(partText(el, 'status')).to.equal('You are back from the payment page.');
    });
  });

  it('speaks French', async () => {
    const { el } = await setup({ locale: 'fr' });
    await waitUntil(() => partText(el, 'submit-button') === 'Aller au paiement', 'not in French');
    expect(root(el).querySelector('label[for="field-storeCard"]')?.textContent).to.include('Enregistrer la carte');
  });

  it('says the payment page and the return in French too, though their words come after the first paint', async () => {
    const { el } = await setup({ locale: 'fr' });
    await waitUntil(() => partText(el, 'submit-button') === 'Aller au paiement', 'not in French');
    await type(el, 'amount', '10');
    await press(el, 'submit-button');
    await pageShown(el);
    // The first render of the success panel already has them: no English, no empty line.
    expect(root(el).querySelector('[part~="success"]')?.textContent).to.contain('La page de paiement est prête.');
    expect(partText(el, 'link')).to.equal('Ouvrir la page de paiement');

    // Back on a new page: this one is gone (it would take the return for the page it opened).
    el.remove();
    history.replaceState(null, '', `${location.pathname}?${OUTCOME_PARAMETER}=paid`);
    const back = await setup({ locale: 'fr' });
    await waitUntil(() => has(back.el, '[part~="status"]'), 'no return said', { timeout: 3000 });
    expect(partText(back.el, 'status')).to.equal('Vous êtes revenu de la page de paiement.');
  });
});
