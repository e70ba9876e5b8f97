/** <svc-account-load>: the account to top up from List ledgers, then the acquiring form it shares with <svc-acquiring-payment>. */
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { ID_PARAMETER, OUTCOME_PARAMETER } from '../../src/api/acquiring-return.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import '../../src/elements/account-load/define.js';
import { SvcAccountLoad } from '../../src/elements/account-load/svc-account-load.js';
import { gatedPart, type OnDemandGate } from './on-demand-gate.js';
import type { SvcPaymentPageEvent } from '../../src/elements/acquiring/events.js';
import { createSandboxAdapter, SEED, type Sandbox } from '../../src/sandbox/index.js';
import { choose, has, message, partText, press, requestsOf, root, type } from './form-helpers.js';
import { deepActiveElement } from './deep-focus.js';
import { ACCOUNT_PARAMETER, AMOUNT_PARAMETER, accountReference } from '../../src/elements/acquiring/kept-values.js';

const { alice: ALICE, grace: GRACE } = SEED.consumers;

/** A top-up whose accounts' module (fetched once it has drawn) arrives only while the gate is up. */
const gate: OnDemandGate = { down: false, asked: 0 };
customElements.define('gated-account-load', gatedPart(SvcAccountLoad, 'accounts', gate));
const RETURN = 'https://shop.example/topped-up';

/** The return address the element builds: the partner's, with the amount and the account's short reference (never its id). */
const returnTo = (amount: number, ledgerId: string) => `${RETURN}?${AMOUNT_PARAMETER}=${amount}&${ACCOUNT_PARAMETER}=${accountReference(ledgerId)}`;

const sent = (sandbox: Sandbox) => requestsOf(sandbox, 'initiateAcquiringAccountLoad').map((request) => request.body);
const keepPage = (event: SvcPaymentPageEvent) => event.preventDefault();

async function setup(endUserId?: string) {
  const { adapter, sandbox } = createSandboxAdapter();
  const el = await fixture<SvcAccountLoad>(html`<svc-account-load
    .adapter=${adapter}
    end-user-id=${endUserId ?? ''}
    redirect-url=${RETURN}
    @svc-payment-page=${keepPage}
  ></svc-account-load>`);
  await el.updateComplete;
  return { el, sandbox };
}

/** The sandbox's adapter, its lists of accounts and saved cards answered `ms` late (a slow connection). */
function slowLists(adapter: FetchAdapter, ms: number): FetchAdapter {
  return {
    sandbox: adapter.sandbox,
    request: (async (name: string, input: unknown, options: unknown) => {
      if (name === 'listLedgers' || name === 'listExternalCards') await aTimeout(ms);
      return (adapter.request as (...args: unknown[]) => Promise<unknown>)(name, input, options);
    }) as FetchAdapter['request'],
  };
}

const options = (el: SvcAccountLoad) =>
  [...root(el).querySelectorAll<HTMLOptionElement>('select[name="targetLedgerId"] option')].filter((option) => option.value).map((option) => option.textContent!.trim());

describe('<svc-account-load>', () => {
  it('offers the end-user’s active accounts only, and tops up the one chosen', async () => {
    const { el, sandbox } = await setup(ALICE);
    await waitUntil(() => options(el).length > 0, 'the accounts never loaded');
    const main = options(el).find((label) => label.startsWith('Main account · '));
    expect(main, 'the main account, with its IBAN and currency').to.match(/^Main account · FR\d\d( [\dA-Z]{1,4})+ · EUR$/);
    expect(options(el).some((label) => label.startsWith('Old joint account'))).to.equal(false);
    expect(partText(el, 'submit-button')).to.equal('Add money');
    await choose(el, 'targetLedgerId', SEED.ledgers.aliceSavings);
    await type(el, 'amount', '100');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="success"]'), 'no success');
    expect(sent(sandbox)).to.deep.equal([{ endUserId: ALICE, targetLedgerId: SEED.ledgers.aliceSavings, amount: 100, redirectUrl: returnTo(100, SEED.ledgers.aliceSavings) }]);
    expect((sent(sandbox)[0] as { redirectUrl: string }).redirectUrl, 'no id in the return address').not.to.contain(SEED.ledgers.aliceSavings);
    await expect(el).to.be.accessible();
  });

  it('when what lists the accounts cannot be fetched, says the accounts could not be loaded; Try again lists them, the amount typed kept', async () => {
    gate.down = true;
    gate.asked = 0;
    const { adapter, sandbox } = createSandboxAdapter();
    const el = await fixture<SvcAccountLoad>(html`<gated-account-load .adapter=${adapter} end-user-id=${ALICE} redirect-url=${RETURN}></gated-account-load>`);
    await type(el, 'amount', '25');
    await waitUntil(() => partText(el, 'error')?.includes('The accounts could not be loaded.'), 'the failure is not said');
    expect(requestsOf(sandbox, 'listLedgers')).to.have.length(0);
    expect(root(el).querySelector<HTMLSelectElement>('select[name="targetLedgerId"]')!.disabled).to.equal(true);
    gate.down = false;
    await press(el, 'retry-button');
    await waitUntil(() => options(el).length > 0, 'Try again did not list the accounts');
    expect(gate.asked).to.equal(2);
    expect(root(el).querySelector<HTMLInputElement>('[name="amount"]')!.value).to.equal('25');
    expect(partText(el, 'error') ?? '').not.to.contain('The accounts could not be loaded.');
  });

  it('with the account typed (no end-user known), lists no accounts and fetches nothing for them', async () => {
    gate.asked = 0;
    const { adapter, sandbox } = createSandboxAdapter();
    const el = await fixture<SvcAccountLoad>(html`<gated-account-load .adapter=${adapter} redirect-url=${RETURN}></gated-account-load>`);
    await el.updateComplete;
    await aTimeout(50);
    expect(root(el).querySelector('input[name="targetLedgerId"]')).not.to.equal(null);
    expect(gate.asked).to.equal(0);
    expect(requestsOf(sandbox, 'listLedgers')).to.have.length(0);
  });

  it('names the accounts as the card order does: main accounts first by name, a virtual one under its parent', async () => {
    const { el } = await setup(ALICE);
    await waitUntil(() => options(el).length > 0, 'the accounts never loaded');
    const names = options(el).map((label) => label.split(' · ')[0]!);
    const virtual = names.findIndex((name) => name.includes(' (in '));
    expect(names.slice(0, virtual)).to.deep.equal(['Dollar account', 'Main account', 'Savings']);
    expect(options(el)).to.include('Holidays (in Main account) · EUR');
    expect(names.slice(virtual).every((name) => name.endsWith(' (in Main account)'))).to.equal(true);
  });

  it('chooses a single account by itself', async () => {
    const { el } = await setup(GRACE);
    await waitUntil(() => options(el).length > 0, 'the accounts never loaded');
    expect((root(el).querySelector('select[name="targetLedgerId"]') as HTMLSelectElement).value).to.equal(SEED.ledgers.graceGbp);
  });

  it('without an end-user, asks for the account’s identifier; nothing is sent without one', async () => {
    const { el, sandbox } = await setup();
    expect(has(el, 'select[name="targetLedgerId"]')).to.equal(false);
    await type(el, 'endUserId', ALICE);
    await type(el, 'amount', '10');
    await press(el, 'submit-button');
    await el.updateComplete;
    expect(sent(sandbox)).to.deep.equal([]);
    expect(message(el, 'targetLedgerId')).to.not.equal('');
    await type(el, 'targetLedgerId', SEED.ledgers.aliceMain);
    await press(el, 'submit-button');
    await waitUntil(() => sent(sandbox).length === 1, 'nothing sent');
    expect(sent(sandbox)[0]).to.deep.equal({ endUserId: ALICE, targetLedgerId: SEED.ledgers.aliceMain, amount: 10, redirectUrl: returnTo(10, SEED.ledgers.aliceMain) });
  });

  it('a typed account that takes no money (closed) is refused on its field, in words', async () => {
    const { el, sandbox } = await setup();
    await type(el, 'endUserId', ALICE);
    await type(el, 'amount', '10');
    await type(el, 'targetLedgerId', SEED.ledgers.aliceClosed);
    await press(el, 'submit-button');
    await waitUntil(() => message(el, 'targetLedgerId'), 'the refusal was not shown on the account');
    expect(requestsOf(sandbox, 'initiateAcquiringAccountLoad').map((request) => request.status)).to.deep.equal([409]);
    expect(message(el, 'targetLedgerId')).to.equal('This account is not active.');
  });

  it('says the same refusal in French', async () => {
    const { adapter } = createSandboxAdapter();
    const el = await fixture<SvcAccountLoad>(html`<svc-account-load .adapter=${adapter} locale="fr" redirect-url=${RETURN} @svc-payment-page=${keepPage}></svc-account-load>`);
    await waitUntil(() => has(el, 'input[name="targetLedgerId"]'), 'no account field');
    await type(el, 'endUserId', ALICE);
    await type(el, 'amount', '10');
    await type(el, 'targetLedgerId', SEED.ledgers.aliceClosed);
    await press(el, 'submit-button');
    await waitUntil(() => message(el, 'targetLedgerId'), 'the refusal was not shown on the account');
    expect(message(el, 'targetLedgerId')).to.equal('Ce compte n’est pas actif.');
  });

  it('back from the payment page on a slow connection, offers the accounts and saved cards again, and tops up again', async () => {
    history.replaceState(null, '', `${location.pathname}?${OUTCOME_PARAMETER}=paid&${ID_PARAMETER}=a0000000-0000-4000-8000-000000000001`);
    try {
      const { adapter, sandbox } = createSandboxAdapter();
      // Slower than the wait (400 ms) for another window to take the return, which then resets the form.
      const el = await fixture<SvcAccountLoad>(html`<svc-account-load
        .adapter=${slowLists(adapter, 800)}
        end-user-id=${ALICE}
        redirect-url=${RETURN}
        @svc-payment-page=${keepPage}
      ></svc-account-load>`);
      await waitUntil(() => has(el, '[part~="status"]'), 'the outcome was not said', { timeout: 3000 });
      expect(partText(el, 'status')).to.equal('You are back from the payment page.');
      await waitUntil(() => options(el).length > 0, 'the accounts were never offered again', { timeout: 3000 });
      await waitUntil(() => has(el, 'select[name="externalCardId"] option[value]:not([value=""])'), 'the saved cards were never offered again', { timeout: 3000 });
      expect(has(el, '[part~="loading"]')).to.equal(false);
      await choose(el, 'targetLedgerId', SEED.ledgers.aliceMain);
      await type(el, 'amount', '20');
      await press(el, 'submit-button');
      await waitUntil(() => sent(sandbox).length === 1, 'nothing sent');
      expect(sent(sandbox)[0]).to.deep.equal({ endUserId: ALICE, targetLedgerId: SEED.ledgers.aliceMain, amount: 20, redirectUrl: returnTo(20, SEED.ledgers.aliceMain) });
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });

  describe('after a failed top-up, on a same-tab return (a new load of the page)', () => {
    /** The page as the person's browser comes back to it: the return address the element built, with the outcome. */
    async function comeBack(outcome: 'paid' | 'failed', address: string, attributes: { confirmed?: string } = {}) {
      const back = new URL(address);
      back.searchParams.set(OUTCOME_PARAMETER, outcome);
      history.replaceState(null, '', `${location.pathname}${back.search}`);
      const { adapter, sandbox } = createSandboxAdapter();
      const el = await fixture<SvcAccountLoad>(html`<svc-account-load
        .adapter=${adapter}
        end-user-id=${ALICE}
        redirect-url=${RETURN}
        confirmed-outcome=${attributes.confirmed ?? ''}
        @svc-payment-page=${keepPage}
      ></svc-account-load>`);
      await waitUntil(() => has(el, '[part~="status"]'), 'the return was not said');
      return { el, sandbox };
    }

    afterEach(() => history.replaceState(null, '', location.pathname));

    it('the amount and account come back: said in the outcome, in the fields, and out of the address bar; sent again as they are', async () => {
      const first = await setup(ALICE);
      await waitUntil(() => options(first.el).length > 0, 'the accounts never loaded');
      await choose(first.el, 'targetLedgerId', SEED.ledgers.aliceSavings);
      await type(first.el, 'amount', '25.5');
      await press(first.el, 'submit-button');
      await waitUntil(() => sent(first.sandbox).length === 1, 'nothing sent');
      const { redirectUrl } = sent(first.sandbox)[0] as { redirectUrl: string };
      first.el.remove();

      const { el, sandbox } = await comeBack('failed', redirectUrl, { confirmed: 'failed' });
      expect(location.search, 'the kept values are taken out of the address').to.equal('');
      await waitUntil(() => partText(el, 'status') === 'The payment did not go through (25.50 to Savings). The form holds it again, to try again.', `said: ${partText(el, 'status')}`);
      expect(partText(el, 'status')).not.to.contain(SEED.ledgers.aliceSavings);
      expect((root(el).querySelector('input[name="amount"]') as HTMLInputElement).value).to.equal('25.5');
      expect((root(el).querySelector('select[name="targetLedgerId"]') as HTMLSelectElement).value).to.equal(SEED.ledgers.aliceSavings);
      await press(el, 'submit-button');
      await waitUntil(() => sent(sandbox).length === 1, 'nothing sent');
      const request = requestsOf(sandbox, 'initiateAcquiringAccountLoad')[0]!;
      expect(request.method).to.equal('POST');
      expect(request.body).to.deep.equal({ endUserId: ALICE, targetLedgerId: SEED.ledgers.aliceSavings, amount: 25.5, redirectUrl: returnTo(25.5, SEED.ledgers.aliceSavings) });
      await expect(el).to.be.accessible();
    });

    it('a return that says it failed, not yet confirmed: said as a return with what was kept, and the form holds it again', async () => {
      const { el } = await comeBack('failed', returnTo(40, SEED.ledgers.aliceMain));
      await waitUntil(() => partText(el, 'status') === 'You are back from the payment page (40.00 to Main account).', `said: ${partText(el, 'status')}`);
      await waitUntil(() => (root(el).querySelector('select[name="targetLedgerId"]') as HTMLSelectElement).value === SEED.ledgers.aliceMain, 'the account was not chosen again');
      expect((root(el).querySelector('input[name="amount"]') as HTMLInputElement).value).to.equal('40');
    });

    it('a paid top-up fills nothing in again (no second payment by mistake); an account that is not the person’s is never chosen', async () => {
      const paid = await comeBack('paid', returnTo(40, SEED.ledgers.aliceMain), { confirmed: 'paid' });
      await waitUntil(() => partText(paid.el, 'status') === 'The payment went through (40.00 to Main account).', `said: ${partText(paid.el, 'status')}`);
      expect((root(paid.el).querySelector('input[name="amount"]') as HTMLInputElement).value).to.equal('');
      paid.el.remove();
      const other = await comeBack('failed', returnTo(40, SEED.ledgers.graceGbp));
      await waitUntil(() => options(other.el).length > 0, 'the accounts never loaded');
      expect((root(other.el).querySelector('select[name="targetLedgerId"]') as HTMLSelectElement).value).to.equal('');
      expect(partText(other.el, 'status')).to.equal('You are back from the payment page (40.00).');
    });
  });

  for (const typed of ['abc', '25.505', '-1', '', '99999999999']) {
    it(`an invalid amount (${JSON.stringify(typed)}) moves focus to the amount, as every other form does; nothing sent`, async () => {
      const { el, sandbox } = await setup(GRACE);
      await waitUntil(() => options(el).length > 0, 'the accounts never loaded');
      await type(el, 'amount', typed);
      root(el).querySelector<HTMLButtonElement>('[part~="submit-button"]')!.focus();
      await press(el, 'submit-button');
      const amount = root(el).querySelector('input[name="amount"]');
      await waitUntil(() => deepActiveElement() === amount, `focus is on ${deepActiveElement()?.getAttribute('part') ?? deepActiveElement()?.localName}, not on the amount`);
      expect(amount!.getAttribute('aria-invalid')).to.equal('true');
      expect(sent(sandbox)).to.deep.equal([]);
    });
  }

  it('refuses 0 without saving the card, as the payment does', async () => {
    const { el, sandbox } = await setup(GRACE);
    await waitUntil(() => options(el).length > 0, 'the accounts never loaded');
    await type(el, 'amount', '0');
    await press(el, 'submit-button');
    await el.updateComplete;
    expect(sent(sandbox)).to.deep.equal([]);
    expect(message(el, 'storeCard')).to.include('An amount of 0 only saves a card');
  });
});
