/** <svc-card-order>, driven like a person on the sandbox backend. */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/card-order/define.js';
import { SvcCardOrder } from '../../src/elements/card-order/svc-card-order.js';
import { gatedPart, type OnDemandGate } from './on-demand-gate.js';
import type { OnDemandPart } from '../../src/elements/base/on-demand.js';
import { embossed, maxChars } from '../../src/api/formats/card-name.js';
import { LIMITS } from '../../src/api/limits.js';
import { createSandboxAdapter, endUserHeaders, SEED, type Sandbox, type SandboxAdapterOptions } from '../../src/sandbox/index.js';
import type { SvcCardSelectEvent } from '../../src/elements/card/events.js';
import type { SvcErrorEvent, SvcScaEvent, SvcSuccessEvent } from '../../src/elements/base/events.js';
import { choose, control, has, message, part, press, requestsOf, root, text, type, typeIn, wordsHere } from './form-helpers.js';
import { descriptionOf } from './described-by.js';
import { ledgerChoices } from '../../src/elements/form/ledger-choices.js';
import type { Ledger } from '../../src/api/schemas/ledger.js';
import { cardOrder } from '../../src/elements/card-order/texts/en.js';
import { cardOrderLater } from '../../src/elements/card-order/texts/en-later.js';
import { format } from '../../src/i18n/catalog.js';
import { formatNumber } from '../../src/i18n/plural.js';
import { SHIPPED_LOCALES } from '../../src/i18n/shipped.js';
import { cardOrderLocales } from '../../src/generated/locales/card-order.js';

const { alice: ALICE, chloe: CHLOE } = SEED.consumers;
const { atelier: ATELIER } = SEED.corporates;
const L = SEED.ledgers;
const P = SEED.cardProfiles;
const MAX_NAME = maxChars(LIMITS.nameOnCard);

const pick = (el: SvcCardOrder, ledgerId: string) => choose(el, 'ledgerId', ledgerId);
const deliver = (el: SvcCardOrder, method = 'FRENCH_MAIL') => choose(el, 'deliveryMethod', method);

/** Orders, and checks that the new card's details are in French from their first draw to the last. */
async function expectNewCardInFrench(el: SvcCardOrder) {
  const drawn: string[] = [];
  const watch = new MutationObserver(() => drawn.push(text(el, '[part~="details"]')));
  watch.observe(root(el), { childList: true, subtree: true, characterData: true });
  await press(el, 'submit-button');
  await waitUntil(() => has(el, '[part~="show-card-button"]'), 'the new card was not shown');
  watch.disconnect();
  expect(text(el, '[part~="details"]')).to.contain('Nouvelle carte');
  expect(text(el, '[part~="show-card-button"]')).to.equal('Afficher la carte');
  expect(drawn.some((said) => said.includes('New card') || said.includes('Show the card'))).to.equal(false);
}

/** Adds an initial rule as a person does: its type chosen under "Add a rule", then Add; its fields come with the rules' module. */
async function addRule(el: SvcCardOrder, ruleType: string) {
  const select = root(el).querySelector<HTMLSelectElement>('#add-rule')!;
  select.focus();
  select.value = ruleType;
  expect(select.value, `${ruleType} is offered`).to.equal(ruleType);
  part(el, 'add-rule-button')!.click();
  await waitUntil(() => has(el, `[data-rule="${ruleType}"]`), `${ruleType}'s fields were not drawn`);
  await el.updateComplete;
}
/** The rules given (as its value) are drawn once their fields' module is here. */
const rulesDrawn = (el: SvcCardOrder, ...ruleTypes: string[]) =>
  waitUntil(() => ruleTypes.every((ruleType) => has(el, `[data-rule="${ruleType}"]`)), 'the rules given were not drawn');

/** A card order whose rules' module fails to arrive while `down` (each fetch counted). */
const rulesGate: OnDemandGate = { down: false, asked: 0 };
customElements.define('gated-card-order', gatedPart(SvcCardOrder, 'initial rules', rulesGate));
/** A card order whose lookup of the card it ordered fails to arrive while `down`. */
const newCardGate: OnDemandGate = { down: false, asked: 0 };
customElements.define('new-card-gated-order', gatedPart(SvcCardOrder, 'new card', newCardGate));
/** A card order whose Create card and the schema it judges by fail to arrive while `down`. */
const orderGate: OnDemandGate = { down: false, asked: 0 };
customElements.define('order-gated-card-order', gatedPart(SvcCardOrder, 'order', orderGate));
/** A card order whose accounts' picker fails to arrive while `down`. */
const pickerGate: OnDemandGate = { down: false, asked: 0 };
customElements.define('picker-gated-order', gatedPart(SvcCardOrder, 'accounts', pickerGate));
/** A card order whose accounts' picker arrives only when the test lets it (`release`). */
const pickerHold = { release: () => {}, asked: 0 };
customElements.define(
  'picker-held-order',
  class extends SvcCardOrder {
    override fetchOnDemand<M>(asked: OnDemandPart, fetch: () => Promise<M | undefined>): Promise<M | undefined> {
      if (asked !== 'accounts') return fetch();
      pickerHold.asked++;
      return new Promise<void>((resolve) => (pickerHold.release = resolve)).then(fetch);
    }
  },
);
const offeredRules = (el: SvcCardOrder) =>
  [...root(el).querySelectorAll<HTMLOptionElement>('#add-rule option')].map((option) => option.value).filter(Boolean);
const removeButton = (el: SvcCardOrder, ruleType: string) => root(el).querySelector<HTMLButtonElement>(`[data-rule="${ruleType}"] [part~="remove-button"]`)!;
const sentRules = (sandbox: Sandbox) => orders(sandbox).map((request) => (request.body as { rules?: unknown }).rules);

const orders = (sandbox: Sandbox) => requestsOf(sandbox, 'createCard');
const ledgerOptions = (el: SvcCardOrder) =>
  [...root(el).querySelectorAll<HTMLOptionElement>('select[name="ledgerId"] option')].filter((option) => option.value).map((option) => option.textContent!.trim());

interface Attributes {
  profileId?: string;
  endUserId?: string;
  endUser?: boolean;
  holderName?: string;
  corporateName?: string;
  corporateProgram?: boolean;
  cardHref?: string;
  ledgerId?: string;
  locale?: string;
}

async function setup(attributes: Attributes = {}, options: SandboxAdapterOptions = { sca: { strategy: 'BY_PASS' } }) {
  const { adapter, sandbox } = createSandboxAdapter(options);
  const a = { profileId: P.standard, endUserId: attributes.endUser ? undefined : ALICE, ...attributes };
  const el = await fixture<SvcCardOrder>(html`<svc-card-order
    .adapter=${adapter}
    .profileId=${a.profileId}
    .endUserId=${a.endUserId}
    .holderName=${a.holderName}
    .corporateName=${a.corporateName}
    .cardHref=${a.cardHref}
    .ledgerId=${a.ledgerId}
    profile-name="Standard debit"
    ?end-user=${a.endUser ?? false}
    ?corporate-program=${a.corporateProgram ?? false}
    locale=${a.locale ?? 'en'}
  ></svc-card-order>`);
  if (a.endUser || a.endUserId) await waitUntil(() => !has(el, '[part~="loading"]') && has(el, 'select[name="ledgerId"]'), 'the accounts were not listed');
  return { el, sandbox };
}

describe('<svc-card-order>', () => {
  it('orders a card with what a person chose, then shows it and links to it', async () => {
    const { el, sandbox } = await setup();
    await pick(el, L.aliceMain);
    await deliver(el, 'FRENCH_MAIL_TRACKING');
    await type(el, 'nameOnCard', 'alice m martin');
    await type(el, 'friendlyName', '  Travel card ');
    await addRule(el, 'DAILY_MAX_SPEND');
    await type(el, 'rules.DAILY_MAX_SPEND.value', '500');
    await addRule(el, 'MONTHLY_MAX_SPEND');
    await type(el, 'rules.MONTHLY_MAX_SPEND.value', '2,000');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="show-card-button"]'), 'the new card was not shown');
    expect(orders(sandbox).map((request) => request.body)).to.deep.equal([
      {
        deliveryMethod: 'FRENCH_MAIL_TRACKING',
        ledgerId: L.aliceMain,
        profileId: P.standard,
        nameOnCard: 'ALICE M MARTIN',
        friendlyName: 'Travel card',
        rules: [
          { type: 'DAILY_MAX_SPEND', value: 500 },
          { type: 'MONTHLY_MAX_SPEND', value: 2000 },
        ],
      },
    ]);
    const id = [...sandbox.data.cards.values()].find((card) => card.friendlyName === 'Travel card')!.id;
    expect(text(el, '[part~="success"] [part~="title"]')).to.equal('The card was ordered.');
    expect(text(el, '[part~="details"]')).to.contain('Awaiting activation');
    // The new card's id is for the partner's code, never shown to the person.
    expect(root(el).textContent).not.to.contain(id);
    expect(part(el, 'details')!.dataset.cardId).to.equal(id);
    const chosen = oneEvent(el, 'svc-card-select') as Promise<SvcCardSelectEvent>;
    part(el, 'show-card-button')!.click();
    const { detail } = await chosen;
    expect(detail.card.id).to.equal(id);
    expect(detail.card.nameOnCard).to.equal('ALICE M MARTIN');
    await expect(el).to.be.accessible();
  });

  it('links to the new card through card-href, with its id in place of {cardId}', async () => {
    const { el, sandbox } = await setup({ cardHref: '/cards/{cardId}?tab=rules' });
    await pick(el, L.aliceSavings);
    await deliver(el);
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="link"]'), 'no link');
    const id = [...sandbox.data.cards.values()].at(-1)!.id;
    expect(part(el, 'link')!.getAttribute('href')).to.equal(`/cards/${id}?tab=rules`);
    expect(has(el, '[part~="show-card-button"]')).to.equal(false);
  });

  it('says the card was ordered and links to it when what looks the card up cannot be fetched', async () => {
    const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    newCardGate.down = true;
    newCardGate.asked = 0;
    try {
      const el = await fixture<SvcCardOrder>(html`<new-card-gated-order .adapter=${adapter} profile-id=${P.standard} end-user-id=${ALICE} card-href="/cards/{cardId}"></new-card-gated-order>`);
      await waitUntil(() => has(el, 'select[name="ledgerId"]') && !has(el, '[part~="loading"]'), 'the accounts were not listed');
      await pick(el, L.aliceSavings);
      await deliver(el);
      await press(el, 'submit-button');
      await waitUntil(() => has(el, '[part~="link"]'), 'no link');
      expect(orders(sandbox)).to.have.length(1);
      expect(newCardGate.asked).to.be.greaterThan(0);
      expect(text(el, '[part~="success"] [part~="title"]')).to.equal('The card was ordered.');
      const id = [...sandbox.data.cards.values()].at(-1)!.id;
      expect(part(el, 'link')!.getAttribute('href')).to.equal(`/cards/${id}`);
      // No lookup is said to go on, and no card was listed.
      await waitUntil(() => !text(el, '[part~="details"]').includes(cardOrderLater.cardLookup), 'the lookup is still said');
      expect(requestsOf(sandbox, 'listCards')).to.have.length(0);
    } finally {
      newCardGate.down = false;
    }
  });

  it('says a Create card that could not be fetched as a network failure above the form, sends nothing, and orders once it comes', async () => {
    const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    orderGate.down = true;
    orderGate.asked = 0;
    try {
      const el = await fixture<SvcCardOrder>(html`<order-gated-card-order .adapter=${adapter} profile-id=${P.standard} end-user-id=${ALICE}></order-gated-card-order>`);
      await waitUntil(() => has(el, 'select[name="ledgerId"]') && !has(el, '[part~="loading"]'), 'the accounts were not listed');
      await pick(el, L.aliceSavings);
      await deliver(el);
      const asked = orderGate.asked;
      const failed = oneEvent(el, 'svc-error') as Promise<SvcErrorEvent>;
      await press(el, 'submit-button');
      const { detail } = await failed;
      expect([detail.operation, detail.error.code]).to.deep.equal(['createCard', 'NETWORK_ERROR']);
      await el.updateComplete;
      const said = 'The service could not be reached. Check the connection and try again.';
      expect(text(el, '[part~="error"][role="alert"]')).to.equal(said);
      expect(orderGate.asked, 'the submit asked for it again').to.equal(asked + 1);
      expect(orders(sandbox)).to.have.length(0);
      orderGate.down = false;
      await press(el, 'submit-button');
      await waitUntil(() => has(el, '[part~="success"]'), 'the card was not ordered once Create card came');
      expect(orders(sandbox)).to.have.length(1);
      expect(root(el).textContent).not.to.contain(said);
    } finally {
      orderGate.down = false;
    }
  });

  for (const cardHref of ['javascript:alert(document.domain)//{cardId}', ' JaVaScRiPt:alert(1)//{cardId}', '\tjava\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>{cardId}', 'https://user:secret@cards.example/{cardId}']) {
    it(`makes no link of an unsafe card-href (${JSON.stringify(cardHref)}): the Show the card button stands in`, async () => {
      const { el } = await setup({ cardHref });
      await pick(el, L.aliceSavings);
      await deliver(el);
      await press(el, 'submit-button');
      await waitUntil(() => has(el, '[part~="show-card-button"]'), 'the button did not show');
      expect(has(el, '[part~="link"]')).to.equal(false);
      expect(root(el).querySelector('a[href]')).to.equal(null);
    });
  }

  it('lists the end-user’s active accounts, a virtual one under its parent, and sends nothing until one is chosen', async () => {
    const { el, sandbox } = await setup();
    const listed = sandbox.requests.find((request) => request.operation === 'listLedgers')!;
    expect(listed.url).to.contain(`endUserId=${ALICE}`).and.to.contain('status%5B%5D=ACTIVE');
    const options = ledgerOptions(el);
    expect(options.some((label) => label.startsWith('Main account · FR'))).to.equal(true);
    expect(options).to.include.members(['Holidays (in Main account) · EUR']);
    expect(options.some((label) => label.startsWith('Old joint account'))).to.equal(false);
    await deliver(el);
    await press(el, 'submit-button');
    expect(message(el, 'ledgerId')).to.equal('This field is required.');
    expect(orders(sandbox)).to.have.length(0);
  });

  it('offers the main accounts first, by name, then the virtual ones under theirs, by name (the service lists them newest first)', async () => {
    const { el } = await setup();
    const options = ledgerOptions(el);
    const names = options.map((label) => label.split(' · ')[0]!);
    const virtual = names.findIndex((name) => name.includes(' (in '));
    expect(names.slice(0, virtual)).to.deep.equal(['Dollar account', 'Main account', 'Savings']);
    const pockets = names.slice(virtual);
    expect(pockets.every((name) => name.endsWith(' (in Main account)'))).to.equal(true);
    expect(pockets.length).to.be.greaterThan(10);
    expect(pockets).to.deep.equal([...pockets].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('acts for the signed-in end-user: their own accounts, no end-user sent', async () => {
    const { el, sandbox } = await setup({ endUser: true }, { sca: { strategy: 'BY_PASS' }, headers: endUserHeaders(ALICE) });
    expect(sandbox.requests.find((request) => request.operation === 'listLedgers')!.url).not.to.contain('endUserId');
    expect(ledgerOptions(el).length).to.be.greaterThan(3);
  });

  it('says in plain words that a first card moves an account’s money out and straight back, read with the account chosen, and says nothing for an empty one', async () => {
    const { el } = await setup();
    const account = control(el, 'ledgerId');
    const emptied =
      'This account holds €1,250.40. If this is its first card, setting the card up moves that money out of the account and straight back: for a few seconds the balance shows zero, then the money is back.';
    await pick(el, L.aliceMain);
    expect(text(el, '[part~="notice"]')).to.equal(emptied);
    expect(descriptionOf(account)).to.include(emptied);
    await pick(el, L.aliceSavings);
    expect(has(el, '[part~="notice"]')).to.equal(false);
    expect(descriptionOf(account).some((said) => said.includes('straight back'))).to.equal(false);
    // The balance not known: said as a possibility.
    await pick(el, L.aliceUsd);
    expect(text(el, '[part~="notice"]')).to.match(/^If this is the account’s first card and the account holds money/);
    expect(descriptionOf(account).at(-1)).to.match(/^If this is the account’s first card and the account holds money/);
    expect(text(el, '[part~="notice"]')).not.to.contain('emptied');
    await expect(el).to.be.accessible();
  });

  it('says that a customer without an active account has none, read with the disabled account select, and only while shown', async () => {
    const { el } = await setup({ endUserId: CHLOE });
    const none = 'This customer has no active account yet: open one before ordering a card.';
    const account = control(el, 'ledgerId');
    expect(account.disabled).to.equal(true);
    expect(text(el, '[part~="notice"]')).to.equal(none);
    expect(descriptionOf(account)).to.include(none);
    await expect(el).to.be.accessible();
    // The same form for a customer with accounts: the notice and its reading go.
    el.endUserId = ALICE;
    await waitUntil(() => ledgerOptions(el).length > 0, 'the accounts were not listed');
    expect(has(el, '[part~="notice"]')).to.equal(false);
    expect(control(el, 'ledgerId').disabled).to.equal(false);
    expect(descriptionOf(control(el, 'ledgerId')).includes(none)).to.equal(false);
  });

  it('chooses the only active account by itself, and a ledger-id given by the partner', async () => {
    const only = await setup({ endUserId: ATELIER, profileId: P.corporate });
    expect((control(only.el, 'ledgerId') as HTMLSelectElement).value).to.equal(L.atelierMain);
    const given = await setup({ ledgerId: L.aliceSavings });
    expect((control(given.el, 'ledgerId') as HTMLSelectElement).value).to.equal(L.aliceSavings);
  });

  it('offers the accounts once both their list and the picker are here: the picker is fetched with the list, not after it', async () => {
    pickerHold.asked = 0;
    const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const el = await fixture<SvcCardOrder>(
      html`<picker-held-order .adapter=${adapter} .profileId=${P.standard} .endUserId=${ALICE} .ledgerId=${L.aliceSavings}></picker-held-order>`,
    );
    await waitUntil(() => requestsOf(sandbox, 'listLedgers').length === 1, 'the accounts were not asked for');
    // Asked for as the list is: no round trip of its own after the answer.
    expect(pickerHold.asked).to.equal(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await el.updateComplete;
    // The field keeps its place and its label, says it is loading, and offers nothing yet.
    const field = control(el, 'ledgerId') as HTMLSelectElement;
    expect(root(el).querySelector(`label[for="${field.id}"]`)?.textContent).to.contain(cardOrder.ledger);
    expect(field.disabled).to.equal(true);
    // At most the account given, held as it was given: no account is named yet.
    expect(ledgerOptions(el).filter((option) => option !== L.aliceSavings)).to.deep.equal([]);
    const loading = root(el).querySelector('[part~="loading"]')!;
    expect(loading.getAttribute('role')).to.equal('status');
    expect(loading.textContent).to.contain(cardOrder.ledgersLoading);
    await type(el, 'friendlyName', 'Travel card');
    pickerHold.release();
    await waitUntil(() => ledgerOptions(el).some((option) => option.startsWith('Savings')), 'the accounts were not offered');
    expect(has(el, '[part~="loading"]')).to.equal(false);
    expect((control(el, 'ledgerId') as HTMLSelectElement).value, "the partner's ledger-id").to.equal(L.aliceSavings);
    expect(control(el, 'friendlyName').value, 'what was typed meanwhile').to.equal('Travel card');
    expect(requestsOf(sandbox, 'listLedgers')).to.have.length(1);
  });

  it("says a picker that could not be fetched as the accounts' failure, with Try again, the account given kept", async () => {
    pickerGate.down = true;
    pickerGate.asked = 0;
    const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const el = await fixture<SvcCardOrder>(
      html`<picker-gated-order .adapter=${adapter} .profileId=${P.standard} .endUserId=${ALICE} .ledgerId=${L.aliceSavings}></picker-gated-order>`,
    );
    await waitUntil(() => has(el, '[part~="retry-button"]'), 'no Try again');
    const failure = root(el).querySelector('[part~="error"]')!;
    expect(failure.getAttribute('role')).to.equal('alert');
    expect(failure.textContent).to.contain(cardOrder.ledgersFailed);
    expect(has(el, '[part~="loading"]')).to.equal(false);
    expect(control(el, 'ledgerId').disabled).to.equal(true);
    await expect(el).to.be.accessible();
    await type(el, 'friendlyName', 'Travel card');

    pickerGate.down = false;
    part(el, 'retry-button')!.click();
    await waitUntil(() => ledgerOptions(el).some((option) => option.startsWith('Savings')), 'the accounts were not offered after Try again');
    expect(pickerGate.asked).to.equal(2);
    expect(has(el, '[part~="error"]')).to.equal(false);
    expect((control(el, 'ledgerId') as HTMLSelectElement).value, "the partner's ledger-id").to.equal(L.aliceSavings);
    expect(control(el, 'friendlyName').value, 'what was typed meanwhile').to.equal('Travel card');
    // The list was here already: only the picker was fetched again.
    expect(requestsOf(sandbox, 'listLedgers')).to.have.length(1);
  });

  describe(`nameOnCard: capital letters A-Z and spaces, at most ${MAX_NAME} (src/api/limits.ts)`, () => {
    it(`${MAX_NAME} characters are sent; ${MAX_NAME + 1} are refused on the field as they are typed, and nothing is sent`, async () => {
      const { el, sandbox } = await setup();
      await pick(el, L.aliceMain);
      await deliver(el);
      await typeIn(el, 'nameOnCard', 'A'.repeat(MAX_NAME + 1));
      // Said while the person is still in the field, before any submit.
      expect(message(el, 'nameOnCard')).to.equal(`Use at most ${MAX_NAME} characters (${MAX_NAME + 1} now).`);
      expect(control(el, 'nameOnCard').getAttribute('aria-invalid')).to.equal('true');
      await press(el, 'submit-button');
      expect(orders(sandbox)).to.have.length(0);
      await type(el, 'nameOnCard', 'A'.repeat(MAX_NAME));
      expect(message(el, 'nameOnCard')).to.equal(null);
      await press(el, 'submit-button');
      await waitUntil(() => orders(sandbox).length === 1, 'the longest name was not sent');
      expect((orders(sandbox)[0]!.body as { nameOnCard: string }).nameOnCard).to.equal('A'.repeat(MAX_NAME));
    });

    it('turns typed letters into capitals and names any other character at once', async () => {
      const { el, sandbox } = await setup();
      await typeIn(el, 'nameOnCard', 'chloé dubois');
      expect(control(el, 'nameOnCard').value).to.equal('CHLOÉ DUBOIS');
      expect(message(el, 'nameOnCard')).to.equal('Use only capital letters A to Z and spaces. Remove: É');
      await typeIn(el, 'nameOnCard', 'AGENT 007');
      expect(message(el, 'nameOnCard')).to.equal('Use only capital letters A to Z and spaces. Remove: 0 7');
      expect(orders(sandbox)).to.have.length(0);
    });

    it('refuses lower-case letters given as a value, and sends nothing', async () => {
      const { el, sandbox } = await setup();
      await pick(el, L.aliceMain);
      await deliver(el);
      el.value = { ...el.value, nameOnCard: 'Alice Martin' };
      await press(el, 'submit-button');
      expect(message(el, 'nameOnCard')).to.equal('Use capital letters only (A to Z).');
      el.value = { ...el.value, nameOnCard: 'Zoë-Anne' };
      await press(el, 'submit-button');
      expect(message(el, 'nameOnCard')).to.equal('Use only capital letters A to Z and spaces. Remove: ë -');
      expect(orders(sandbox)).to.have.length(0);
    });

    it('explains the default name and offers it with a "Use …" button, without imposing it', async () => {
      const { el, sandbox } = await setup({ holderName: 'Chloé O’Neill-Dubois' });
      expect(text(el, '[data-path="nameOnCard"] [part~="form-control-help-text"]')).to.contain('Left empty, the card shows CHLOE ONEILLDUBOIS.');
      expect(control(el, 'nameOnCard').value).to.equal('');
      await pick(el, L.aliceMain);
      await deliver(el);
      await press(el, 'submit-button');
      await waitUntil(() => orders(sandbox).length === 1, 'not sent');
      expect(orders(sandbox)[0]!.body).not.to.have.property('nameOnCard');
      // Sent is not yet answered: the success panel comes with the answer.
      await waitUntil(() => part(el, 'again-button'), 'no success panel');
      await press(el, 'again-button');
      await type(el, 'nameOnCard', 'X');
      part(el, 'use-name-button')!.click();
      await el.updateComplete;
      expect(control(el, 'nameOnCard').value).to.equal('CHLOE ONEILLDUBOIS');
      expect(has(el, '[part~="use-name-button"]')).to.equal(false);
    });

    it('without a known name, says what the service prints; a name too long to print is not offered', async () => {
      const unknown = await setup();
      expect(text(unknown.el, '[data-path="nameOnCard"] [part~="form-control-help-text"]')).to.contain(
        'Left empty, the card shows the customer’s first and last name, or the company name.',
      );
      const long = await setup({ holderName: 'Maximiliane Alexandra Featherstonehaugh' });
      expect(has(long.el, '[part~="use-name-button"]')).to.equal(false);
      expect(text(long.el, '[data-path="nameOnCard"] [part~="form-control-help-text"]')).to.contain(`has more than ${MAX_NAME} characters`);
    });

    it('embosses names as a card prints them', () => {
      expect(embossed('  Zoë  Saldaña ', 'nameOnCard')).to.equal('ZOE SALDANA');
      expect(embossed('Atelier Lumière 2 SAS', 'cardholderNameOnCard')).to.equal('ATELIER LUMIERE 2 SAS');
      expect(embossed('Atelier Lumière 2 SAS', 'nameOnCard')).to.equal('ATELIER LUMIERE SAS');
    });
  });

  describe('the company line (cardholderNameOnCard)', () => {
    it('is shown only when the partner says the profile has a corporate card program', async () => {
      const plain = await setup();
      expect(has(plain.el, '[name="cardholderNameOnCard"]')).to.equal(false);
      const corporate = await setup({ endUserId: ATELIER, profileId: P.corporate, corporateProgram: true, corporateName: 'Atelier Lumière SAS' });
      expect(has(corporate.el, '[name="cardholderNameOnCard"]')).to.equal(true);
      expect(text(corporate.el, '[data-path="cardholderNameOnCard"] [part~="form-control-help-text"]')).to.contain('Left empty, the card shows ATELIER LUMIERE SAS.');
    });

    it(`takes digits, up to ${maxChars(LIMITS.cardholderNameOnCard)}; one more is refused and nothing sent`, async () => {
      const max = maxChars(LIMITS.cardholderNameOnCard);
      const { el, sandbox } = await setup({ endUserId: ATELIER, profileId: P.corporate, corporateProgram: true });
      await deliver(el);
      await type(el, 'cardholderNameOnCard', `ATELIER 7${'X'.repeat(max - 8)}`);
      await press(el, 'submit-button');
      expect(message(el, 'cardholderNameOnCard')).to.equal(`Use at most ${max} characters (${max + 1} now).`);
      expect(orders(sandbox)).to.have.length(0);
      await type(el, 'cardholderNameOnCard', `ATELIER 7${'X'.repeat(max - 9)}`);
      await press(el, 'submit-button');
      await waitUntil(() => orders(sandbox).length === 1, 'not sent');
      const card = [...sandbox.data.cards.values()].at(-1)!;
      expect(card.cardholderNameOnCard).to.equal(`ATELIER 7${'X'.repeat(max - 9)}`);
    });
  });

  describe(`spending limits: whole amounts from ${LIMITS.cardRuleValue.min} to ${LIMITS.cardRuleValue.max}, one per type`, () => {
    for (const key of ['DAILY_MAX_SPEND', 'WEEKLY_MAX_SPEND', 'MONTHLY_MAX_SPEND']) {
      it(`${key}: the edges are sent, one past each is refused on the field and nothing is sent`, async () => {
        const { el, sandbox } = await setup();
        await pick(el, L.aliceMain);
        await deliver(el);
        await addRule(el, key);
        const path = `rules.${key}.value`;
        expect(text(el, `[data-path="${path}"] label`)).to.contain('(EUR)');
        for (const [typed, problem] of [
          ['0', 'Enter 1 or more.'],
          ['1,000,000,000', 'Enter 999,999,999 or less.'],
          ['10.5', 'Enter a whole number.'],
          ['ten', 'Enter a whole number.'],
        ]) {
          await type(el, path, typed);
          await press(el, 'submit-button');
          expect(message(el, path), typed).to.equal(problem);
        }
        expect(orders(sandbox), 'nothing sent').to.have.length(0);
        await type(el, path, '999,999,999');
        await press(el, 'submit-button');
        await waitUntil(() => orders(sandbox).length === 1, 'the maximum was not sent');
        // The first order's answer is in before the next one is asked for (a press meanwhile does nothing).
        await waitUntil(() => el.matches(':state(success)'), 'the first order did not end');
        // Another card, on purpose: the form comes back as it started.
        await press(el, 'again-button');
        await pick(el, L.aliceMain);
        await deliver(el);
        await addRule(el, key);
        await type(el, path, '1');
        await press(el, 'submit-button');
        await waitUntil(() => orders(sandbox).length === 2, 'the minimum was not sent');
        expect(orders(sandbox).map((request) => (request.body as { rules: unknown }).rules)).to.deep.equal([
          [{ type: key, value: LIMITS.cardRuleValue.max }],
          [{ type: key, value: LIMITS.cardRuleValue.min }],
        ]);
      });
    }
  });

  describe('initial rules: any kind the card rule editor knows, at most one per type', () => {
    it('a payment disable rule and an MCC list are added and sent in rules', async () => {
      const { el, sandbox } = await setup();
      await pick(el, L.aliceMain);
      await deliver(el);
      expect(offeredRules(el)).to.include.members(['DAILY_MAX_SPEND', 'DISABLE_CONTACTLESS', 'MCC_BLACKLIST', 'MERCHANT_WHITELIST', 'DAYS_BLACKLIST']);
      await addRule(el, 'DISABLE_CONTACTLESS');
      expect(text(el, '[data-rule="DISABLE_CONTACTLESS"]')).to.contain('No contactless payments').and.to.contain('It has no value.');
      await addRule(el, 'MCC_BLACKLIST');
      expect(root(el).activeElement, 'the new rule’s first field is focused').to.equal(control(el, 'rules.MCC_BLACKLIST.mccs'));
      await type(el, 'rules.MCC_BLACKLIST.mccs', '7995, 5411 5812');
      await type(el, 'rules.MCC_BLACKLIST.name', 'No gambling');
      await press(el, 'submit-button');
      await waitUntil(() => orders(sandbox).length === 1, 'not sent');
      expect(sentRules(sandbox)).to.deep.equal([
        [{ type: 'DISABLE_CONTACTLESS' }, { type: 'MCC_BLACKLIST', mccs: ['7995', '5411', '5812'], name: 'No gambling' }],
      ]);
      await expect(el).to.be.accessible();
    });

    it('a type already added is not offered again; every type added, none is offered', async () => {
      const { el } = await setup();
      const all = offeredRules(el);
      await addRule(el, 'DISABLE_ONLINE');
      expect(offeredRules(el)).to.not.include('DISABLE_ONLINE');
      expect(offeredRules(el)).to.have.length(all.length - 1);
      for (const ruleType of offeredRules(el)) await addRule(el, ruleType);
      expect(has(el, '#add-rule'), 'no choice left').to.equal(false);
      expect(text(el, '[part~="section-rules"]')).to.contain('A rule of every type is added.');
      expect(root(el).querySelectorAll('[part~="section-rule"]')).to.have.length(all.length);
    });

    it('a second rule of a type given as the value is refused, and nothing is sent', async () => {
      const { el, sandbox } = await setup();
      el.value = { ledgerId: L.aliceMain, deliveryMethod: 'FRENCH_MAIL', rules: [{ type: 'DISABLE_ONLINE' }, { type: 'DISABLE_ONLINE', name: 'Again' }] };
      await el.updateComplete;
      await press(el, 'submit-button');
      expect(text(el, '[part~="summary"]')).to.contain('Give at most one rule of each type.');
      expect(orders(sandbox)).to.have.length(0);
    });

    it('an MCC that is not four digits is refused on its field, and nothing is sent', async () => {
      const { el, sandbox } = await setup();
      await pick(el, L.aliceMain);
      await deliver(el);
      await addRule(el, 'MCC_WHITELIST');
      await press(el, 'submit-button');
      expect(message(el, 'rules.MCC_WHITELIST.mccs'), 'none given').to.equal('This field is required.');
      await type(el, 'rules.MCC_WHITELIST.mccs', '5411, 54A1');
      await press(el, 'submit-button');
      expect(message(el, 'rules.MCC_WHITELIST.mccs')).to.equal('This value is not valid.');
      expect(control(el, 'rules.MCC_WHITELIST.mccs').getAttribute('aria-invalid')).to.equal('true');
      expect(orders(sandbox), 'nothing sent').to.have.length(0);
      await type(el, 'rules.MCC_WHITELIST.mccs', '5411, 5412');
      await press(el, 'submit-button');
      await waitUntil(() => orders(sandbox).length === 1, 'not sent');
      expect(sentRules(sandbox)).to.deep.equal([[{ type: 'MCC_WHITELIST', mccs: ['5411', '5412'] }]]);
    });

    it('an added rule can be removed before sending: it is offered again and not sent', async () => {
      const { el, sandbox } = await setup();
      await pick(el, L.aliceMain);
      await deliver(el);
      await addRule(el, 'DAILY_MAX_SPEND');
      await type(el, 'rules.DAILY_MAX_SPEND.value', '0');
      await addRule(el, 'DAYS_BLACKLIST');
      root(el).querySelector<HTMLInputElement>('input[name="rules.DAYS_BLACKLIST.days"][value="SUNDAY"]')!.click();
      await el.updateComplete;
      expect(removeButton(el, 'DAILY_MAX_SPEND').getAttribute('aria-label')).to.equal('Remove Daily spending limit');
      removeButton(el, 'DAILY_MAX_SPEND').click();
      await el.updateComplete;
      await el.updateComplete;
      expect(has(el, '[data-rule="DAILY_MAX_SPEND"]')).to.equal(false);
      expect(offeredRules(el)).to.include('DAILY_MAX_SPEND');
      expect(root(el).activeElement?.id, 'focus back on the choice of a rule').to.equal('add-rule');
      await press(el, 'submit-button');
      await waitUntil(() => orders(sandbox).length === 1, 'not sent');
      expect(sentRules(sandbox)).to.deep.equal([[{ type: 'DAYS_BLACKLIST', days: ['SUNDAY'] }]]);
    });

    it('removing a rule leaves the others as they are: a field being filled in is not rebuilt nor judged before it is left', async () => {
      const { el } = await setup();
      await addRule(el, 'DAILY_MAX_SPEND');
      await addRule(el, 'MONTHLY_MAX_SPEND');
      const monthly = control(el, 'rules.MONTHLY_MAX_SPEND.value');
      expect(root(el).activeElement === monthly, 'the added rule’s field is focused').to.equal(true);
      // A click that does not move focus (Safari's buttons, a screen reader's activation).
      removeButton(el, 'DAILY_MAX_SPEND').click();
      await el.updateComplete;
      expect(has(el, '[data-rule="DAILY_MAX_SPEND"]')).to.equal(false);
      expect(monthly.isConnected && control(el, 'rules.MONTHLY_MAX_SPEND.value') === monthly, 'the same field, not a new one').to.equal(true);
      expect(message(el, 'rules.MONTHLY_MAX_SPEND.value')).to.equal(null);
    });

    it('fetches the rules’ fields as a person comes to them, and says a failed fetch with Try again, the rules added kept', async () => {
      rulesGate.down = true;
      rulesGate.asked = 0;
      const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
      const el = await fixture<SvcCardOrder>(
        html`<gated-card-order .adapter=${adapter} .profileId=${P.standard} .endUserId=${ALICE}></gated-card-order>`,
      );
      await waitUntil(() => has(el, 'select[name="ledgerId"] option[value]:not([value=""])'), 'the accounts were not listed');
      // Not with the page: the person comes to the section.
      expect(rulesGate.asked).to.equal(0);
      await pick(el, L.aliceMain);
      await deliver(el);
      const select = root(el).querySelector<HTMLSelectElement>('#add-rule')!;
      select.focus();
      expect(rulesGate.asked).to.equal(1);
      select.value = 'DAILY_MAX_SPEND';
      part(el, 'add-rule-button')!.click();
      await waitUntil(() => has(el, '[part~="section-rules"] [part~="retry-button"]'), 'no Try again');
      const failure = root(el).querySelector('[part~="section-rules"] [part~="error"]')!;
      expect(failure.getAttribute('role')).to.equal('alert');
      expect(failure.textContent).to.contain('The rule fields could not be loaded. The rules you added are kept.');
      expect(offeredRules(el), 'the rule added is not offered again').to.not.include('DAILY_MAX_SPEND');
      await expect(el).to.be.accessible();
      // A submit with a rule waits for its fields: nothing is sent without them.
      await press(el, 'submit-button');
      await el.updateComplete;
      expect(orders(sandbox)).to.have.length(0);

      rulesGate.down = false;
      root(el).querySelector<HTMLButtonElement>('[part~="section-rules"] [part~="retry-button"]')!.click();
      await waitUntil(() => has(el, '[data-rule="DAILY_MAX_SPEND"]'), 'the rule was not drawn after Try again');
      expect(has(el, '[part~="section-rules"] [part~="error"]')).to.equal(false);
      expect(root(el).querySelector<HTMLInputElement>('input[name="deliveryMethod"][value="FRENCH_MAIL"]')!.checked, 'what was chosen is kept').to.equal(true);
      await type(el, 'rules.DAILY_MAX_SPEND.value', '300');
      await press(el, 'submit-button');
      await waitUntil(() => orders(sandbox).length === 1, 'not sent');
      expect(sentRules(sandbox)[0]).to.deep.equal([{ type: 'DAILY_MAX_SPEND', value: 300 }]);
    });

    it('rules of every kind, and fields the form does not draw, round-trip through value', async () => {
      const { el } = await setup();
      const rules = [
        { type: 'MCC_BLACKLIST', mccs: ['7995'], creatorType: 'PARTNER' },
        { type: 'MERCHANT_WHITELIST', merchantIds: ['shop-1', 'shop-2'], name: 'Our shops' },
        { type: 'DAYS_WHITELIST', days: ['MONDAY', 'FRIDAY'] },
        { type: 'MONTHLY_MAX_SPEND', value: 5000, endUserId: ALICE },
        { type: 'DISABLE_RECURRING' },
      ];
      el.value = { ledgerId: L.aliceMain, deliveryMethod: 'FRENCH_MAIL', rules };
      await rulesDrawn(el, 'MCC_BLACKLIST', 'MERCHANT_WHITELIST', 'DAYS_WHITELIST', 'MONTHLY_MAX_SPEND', 'DISABLE_RECURRING');
      expect((control(el, 'rules.MERCHANT_WHITELIST.merchantIds') as HTMLInputElement).value).to.equal('shop-1, shop-2');
      expect(el.value.rules).to.deep.equal(rules);
    });
  });

  describe('what the partner must configure', () => {
    it('is never valid before it can judge the order: a full order given at once is valid once its checks are here, with no summary meanwhile', async () => {
      const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
      const el = document.createElement('svc-card-order');
      const summaries: boolean[] = [];
      el.adapter = adapter;
      el.profileId = P.standard;
      el.endUserId = ALICE;
      el.value = { ledgerId: L.aliceMain, deliveryMethod: 'FRENCH_MAIL', nameOnCard: 'ALICE MARTIN' };
      document.body.append(el);
      try {
        // Asked at once, before the order's schema is here: not valid, and it says why.
        expect(el.checkValidity()).to.equal(false);
        expect(el.validationMessage).to.not.equal('');
        await el.updateComplete;
        const watch = new MutationObserver(() => summaries.push(has(el, '[part~="summary"]')));
        watch.observe(root(el), { childList: true, subtree: true });
        summaries.push(has(el, '[part~="summary"]'));
        await waitUntil(() => el.checkValidity(), 'the full order never became valid');
        watch.disconnect();
        expect(el.validationMessage).to.equal('');
        expect(summaries).to.not.include(true);
        // An invalid one given now is still said invalid at once.
        el.value = { ledgerId: L.aliceMain, deliveryMethod: 'PIGEON', nameOnCard: 'ALICE MARTIN' };
        expect(el.checkValidity()).to.equal(false);
      } finally {
        el.remove();
      }
    });

    it('shows the card profile by the name the partner gives, and without one as "not given", never by its id', async () => {
      const { el } = await setup();
      expect(text(el, '[data-path="profileId"]')).to.equal('Card type Standard debit');
      el.profileName = undefined;
      await el.updateComplete;
      expect(text(el, '[data-path="profileId"]')).to.equal('Card type not given');
      expect(el.shadowRoot!.textContent).to.not.contain(P.standard);
    });

    it('without profile-id: says so and sends nothing', async () => {
      const { el, sandbox } = await setup({ profileId: '' });
      expect(text(el, '[part~="error"]')).to.contain('no card profile (profile-id)');
      await pick(el, L.aliceMain);
      await deliver(el);
      await press(el, 'submit-button');
      expect(orders(sandbox)).to.have.length(0);
      expect(has(el, '[part~="summary"]')).to.equal(false);
    });

    it('without end-user-id (a partner): lists nothing and asks for the account ID', async () => {
      const { el, sandbox } = await setup({ endUserId: '' });
      await el.updateComplete;
      expect(sandbox.requests).to.have.length(0);
      await type(el, 'ledgerId', 'not-an-id');
      await deliver(el);
      await press(el, 'submit-button');
      expect(orders(sandbox)).to.have.length(0);
      await wordsHere(el);
      expect(message(el, 'ledgerId')).to.equal('Enter an identifier (UUID).');
      await type(el, 'ledgerId', L.aliceMain);
      await press(el, 'submit-button');
      await waitUntil(() => orders(sandbox).length === 1, 'not sent');
      expect((orders(sandbox)[0]!.body as { ledgerId: string }).ledgerId).to.equal(L.aliceMain);
    });

    it('takes initial rules given as its value: each in the fields of its type, the same rules out again', async () => {
      const { el, sandbox } = await setup();
      el.value = {
        ledgerId: L.aliceMain,
        deliveryMethod: 'INTERNATIONAL_MAIL',
        rules: [{ type: 'WEEKLY_MAX_SPEND', value: 700 }, { type: 'DISABLE_ONLINE', name: 'No online payments' }],
      };
      await rulesDrawn(el, 'WEEKLY_MAX_SPEND', 'DISABLE_ONLINE');
      expect((control(el, 'rules.WEEKLY_MAX_SPEND.value') as HTMLInputElement).value).to.equal('700');
      expect((control(el, 'rules.DISABLE_ONLINE.name') as HTMLInputElement).value).to.equal('No online payments');
      expect(offeredRules(el), 'a type given is not offered again').to.not.include.members(['WEEKLY_MAX_SPEND', 'DISABLE_ONLINE']);
      await press(el, 'submit-button');
      await waitUntil(() => orders(sandbox).length === 1, 'not sent');
      expect((orders(sandbox)[0]!.body as { rules: unknown }).rules).to.deep.equal([
        { type: 'WEEKLY_MAX_SPEND', value: 700 },
        { type: 'DISABLE_ONLINE', name: 'No online payments' },
      ]);
    });

    it('an inactive card profile: the service’s refusal is said on the profile, values kept', async () => {
      const { el } = await setup({ profileId: P.legacy });
      await pick(el, L.aliceMain);
      await deliver(el);
      await type(el, 'nameOnCard', 'ALICE MARTIN');
      const failed = oneEvent(el, 'svc-error') as Promise<SvcErrorEvent>;
      await press(el, 'submit-button');
      expect((await failed).detail.error.code).to.equal('CARD_PROFILE_INACTIVE');
      await waitUntil(() => text(el, '[data-path="profileId"]').includes('not active'), 'the refusal is not shown');
      expect(control(el, 'nameOnCard').value).to.equal('ALICE MARTIN');
    });
  });

  it('waits for a PUSH_NOTIFICATION approval inline, with svc-sca events, then succeeds', async () => {
    const { el, sandbox } = await setup({}, { approvalDelayMs: null, sca: { pollIntervalMs: 20 } });
    await pick(el, L.aliceMain);
    await deliver(el);
    const states: string[] = [];
    el.addEventListener('svc-sca', (event: SvcScaEvent) => states.push(event.detail.state));
    const success = oneEvent(el, 'svc-success') as Promise<SvcSuccessEvent>;
    await press(el, 'submit-button');
    await waitUntil(() => part(el, 'sca'), 'the SCA wait is shown');
    expect(orders(sandbox)[0]!.headers['service-sca-strategy']).to.equal('PUSH_NOTIFICATION');
    expect(part(el, 'sca')!.localName).to.equal('svc-sca-pending');
    await expect(el).to.be.accessible();
    sandbox.approve();
    expect((await success).detail.operation).to.equal('createCard');
    await waitUntil(() => part(el, 'success'), 'the success is shown');
    expect(part(el, 'sca') === null).to.equal(true);
    expect(states).to.include('approved');
  });

  it('names the approving device as the partner’s adapter names it, never by its id (docs/words.md)', async () => {
    const { el, sandbox } = await setup({}, { approvalDelayMs: null, sca: { pollIntervalMs: 20 } });
    const kit = el.adapter!;
    const deviceIds: string[] = [];
    el.adapter = {
      ...kit,
      request: (name, input, options) =>
        kit.request(name, input, {
          ...options,
          onSca: (update) => {
            if (update.scaDeviceId) deviceIds.push(update.scaDeviceId);
            options?.onSca?.({ ...update, scaDeviceName: 'Alice’s phone' });
          },
        }),
    };
    await pick(el, L.aliceMain);
    await deliver(el);
    await press(el, 'submit-button');
    const panel = () => part(el, 'sca')?.shadowRoot?.textContent ?? '';
    await waitUntil(() => panel().includes('Device: Alice’s phone'), 'the device name is not shown');
    expect(deviceIds.length).to.be.greaterThan(0);
    expect(panel()).not.to.contain(deviceIds[0]);
    sandbox.approve();
    await waitUntil(() => part(el, 'success'), 'the success is shown');
  });

  it('the same order is not sent twice: the new card replaces the form; Order another card offers it again', async () => {
    const { el, sandbox } = await setup();
    await pick(el, L.aliceMain);
    await deliver(el);
    await press(el, 'submit-button');
    await waitUntil(() => part(el, 'success'), 'not ordered');
    expect(part(el, 'submit-button')).to.equal(null);
    expect(root(el).querySelector('[data-path]')).to.equal(null);
    root(el).querySelector('form')!.requestSubmit();
    expect(await el.submit()).to.equal(undefined);
    expect(orders(sandbox)).to.have.length(1);
    await press(el, 'again-button');
    await waitUntil(() => root(el).activeElement === control(el, 'ledgerId'), 'focus is not on the account');
    await pick(el, L.aliceMain);
    await deliver(el);
    await press(el, 'submit-button');
    await waitUntil(() => orders(sandbox).length === 2, 'the second card, asked for on purpose, was not sent');
  });

  it('speaks French, an initial rule\'s fields included', async () => {
    const { el } = await setup({ locale: 'fr' });
    await waitUntil(() => text(el, '[part~="submit-button"]') === 'Commander la carte', 'not in French');
    expect(text(el, '[data-path="deliveryMethod"] legend')).to.contain('Envoi');
    // The rule editor's words for a rule's fields come with them, in French from the first draw.
    await addRule(el, 'MCC_BLACKLIST');
    expect(text(el, '[data-path="rules.MCC_BLACKLIST.mccs"] label')).to.contain('Codes de catégorie de commerçant');
  });

  it('says what comes with the accounts and with the new card in French from their first draw, never in English first', async () => {
    const { el } = await setup({ locale: 'fr' });
    await waitUntil(() => has(el, 'select[name="ledgerId"]') && !has(el, '[part~="loading"]'), 'the accounts were not listed');
    // The balance not known: said as a possibility, in French as soon as it shows.
    await pick(el, L.aliceUsd);
    expect(text(el, '[part~="notice"]')).to.match(/^S’il s’agit de la première carte de ce compte/);
    await deliver(el);
    await expectNewCardInFrench(el);
  });
});

describe('card order: words for whom', () => {
  it('speaks to the end-user about the card name; the staff-only wording shows only with staff, in every shipped language', async () => {
    for (const locale of SHIPPED_LOCALES) {
      const texts = locale === 'en' ? cardOrder : ((await cardOrderLocales[locale].cardOrder!()) as { default: typeof cardOrder }).default;
      const words = (hint: string) => format(hint, { maximum: formatNumber(LIMITS.friendlyName.max, locale) });
      const { el } = await setup({ locale });
      await waitUntil(() => descriptionOf(control(el, 'friendlyName')).includes(words(texts.friendlyNameHint)), `the ${locale} end-user hint did not show`);
      expect(root(el).textContent, locale).not.to.contain(words(texts.friendlyNameStaffHint));
      el.staff = true;
      await el.updateComplete;
      expect(descriptionOf(control(el, 'friendlyName')), locale).to.include(words(texts.friendlyNameStaffHint));
    }
  });
});

describe('card order: the account list', () => {
  it('names an unnamed account in words, never by a piece of its id, in every shipped language', async () => {
    const ledger = { id: L.aliceSavings, status: 'ACTIVE', currency: 'EUR', iban: 'FR7630001007941234567890185' } as Ledger;
    for (const locale of SHIPPED_LOCALES) {
      // English: the later words (the picker's); another language: its file of the whole part.
      const texts = locale === 'en' ? cardOrderLater : ((await cardOrderLocales[locale].cardOrder!()) as { default: typeof cardOrder }).default;
      const [choice] = ledgerChoices([ledger], { unnamed: texts.unnamedLedger, subLedger: texts.subLedger }, locale);
      expect(choice!.label, locale).to.equal(`${texts.unnamedLedger} · FR76 3000 1007 9412 3456 7890 185 · EUR`);
      expect(choice!.label, locale).not.to.contain(L.aliceSavings.slice(0, 8));
    }
  });
});

describe('card order: the body judged before its schema is here', () => {
  it('asks for what Create card requires, no more and no less, and never passes', async () => {
    const { waitingSchema } = await import('../../src/elements/card-order/order-body.js');
    const { createCardBody } = await import('../../src/api/schemas/card-management.js');
    const missing = (issues: readonly { code: string; path: readonly PropertyKey[] }[]) =>
      // Every key the body cannot go without is said (an enum's as a value not offered); the custom issue is "not judged yet".
      [...new Set(issues.filter((issue) => issue.code !== 'custom').map((issue) => String(issue.path[0])))].sort();
    const { el } = await setup();
    // The order's own words, as the element holds them (English).
    const waiting = waitingSchema(Reflect.get(el, 'messages') as Parameters<typeof waitingSchema>[0], 'en');
    const required = missing(createCardBody.safeParse({}).error?.issues ?? []);
    expect(required.length, 'Create card requires something').to.be.greaterThan(0);
    expect(missing(waiting.safeParse({}).error?.issues ?? [])).to.deep.equal(required);
    const complete = Object.fromEntries(required.map((key) => [key, 'x']));
    expect(waiting.safeParse(complete).success, 'judged valid before its schema').to.equal(false);
  });
});
