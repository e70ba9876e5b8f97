/** <svc-ledger-create>, driven like a person on the sandbox backend. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/ledger-create/define.js';
import type { SvcLedgerCreate } from '../../src/elements/ledger-create/svc-ledger-create.js';
import { LEDGER_LIMITS } from '../../src/elements/ledger-create/svc-ledger-create.js';
import { parseAmount } from '../../src/elements/form/amount.js';
import { KIT_LIMITS } from '../../src/api/limits.js';
import { createSandboxAdapter, endUserHeaders, SEED, type Sandbox, type SandboxAdapterOptions } from '../../src/sandbox/index.js';
import type { SvcErrorEvent } from '../../src/elements/base/events.js';
import { choose, control, has, message, partText, press, requestsOf, root, submitSays, text, type } from './form-helpers.js';

const { alice: ALICE, grace: GRACE, david: DAVID } = SEED.consumers;

/** The new ledger's facts, as label → value. */
const facts = (el: SvcLedgerCreate) =>
  Object.fromEntries([...root(el).querySelectorAll('[part~="details"] dl > div')].map((row) => [row.querySelector('dt')!.textContent!.trim(), row.querySelector('dd')!.textContent!.trim()]));

const created = (sandbox: Sandbox) => requestsOf(sandbox, 'createLedger');

async function setup(options: { endUserId?: string; endUser?: boolean; locale?: string; sandbox?: SandboxAdapterOptions } = {}) {
  const { adapter, sandbox } = createSandboxAdapter(options.sandbox ?? {});
  const el = await fixture<SvcLedgerCreate>(html`<svc-ledger-create
    .adapter=${adapter}
    .endUserId=${options.endUserId}
    ?end-user=${options.endUser ?? false}
    locale=${options.locale ?? 'en'}
  ></svc-ledger-create>`);
  await el.updateComplete;
  return { el, sandbox };
}

describe('<svc-ledger-create>', () => {
  it('opens a ledger with what a person typed, then shows its IBAN and status (its id only for the partner)', async () => {
    const { el, sandbox } = await setup();
    await type(el, 'endUserId', GRACE);
    await choose(el, 'type', 'EUR_BELGIUM');
    await type(el, 'friendlyName', '  Rainy day  ');
    await type(el, 'limits.transactionDailyLimit', '1,500.50');
    await type(el, 'limits.ddMonthlyLimit', '800');
    await press(el, 'submit-button');
    await waitUntil(() => facts(el).IBAN?.startsWith('BE'), 'no IBAN shown');
    expect(created(sandbox).map((request) => request.body)).to.deep.equal([
      { endUserId: GRACE, type: 'EUR_BELGIUM', friendlyName: 'Rainy day', limits: { transactionDailyLimit: 1500.5, ddMonthlyLimit: 800 } },
    ]);
    const id = [...sandbox.data.ledgers.values()].find((ledger) => ledger.friendlyName === 'Rainy day')!.id;
    expect(text(el, '[part~="success"] [part~="title"]')).to.equal('The account Rainy day was opened.');
    expect(root(el).textContent).not.to.contain(id);
    expect(root(el).querySelector<HTMLElement>('[part~="details"]')!.dataset.ledgerId).to.equal(id);
    expect(facts(el)).to.deep.equal({ IBAN: sandbox.data.ledgers.get(id)!.iban!.replace(/(.{4})(?!$)/g, '$1 '), Status: 'Active' });
  });

  it('says what each type means: the country of the IBAN, in euros', async () => {
    const { el } = await setup();
    const labels = [...root(el).querySelectorAll('[data-path="type"] label')].map((label) => label.textContent!.trim());
    expect(labels).to.deep.equal(['Belgium (IBAN starting with BE)', 'France (IBAN starting with FR)', 'Bulgaria (IBAN starting with BG)']);
    expect(text(el, '[data-path="type"] [part~="form-control-help-text"]')).to.contain('in euros');
  });

  it('an empty submit names the missing end-user and type, and sends nothing', async () => {
    const { el, sandbox } = await setup();
    expect(await submitSays(el, 'endUserId', 'type')).to.deep.equal({ endUserId: 'This field is required.', type: 'This field is required.' });
    expect(sandbox.requests).to.have.length(0);
  });

  describe('the five limits, amounts in euros within the kit bound (0 to 999,999,999.99, 2 decimals)', () => {
    for (const key of LEDGER_LIMITS) {
      it(`${key}: the edges are sent, one past each is refused on the field and nothing is sent`, async () => {
        const { el, sandbox } = await setup({ endUserId: GRACE });
        await choose(el, 'type', 'EUR_FRANCE');
        const path = `limits.${key}`;
        for (const [typed, problem] of [
          ['1,000,000,000', 'Enter 999,999,999.99 or less.'],
          ['-0.01', 'Enter 0 or more.'],
          ['0.001', 'Enter an amount with at most 2 decimals.'],
          ['12 euros', 'Enter an amount like 25.50.'],
        ]) {
          await type(el, path, typed);
          await press(el, 'submit-button');
          expect(message(el, path), typed).to.equal(problem);
        }
        expect(sandbox.requests, 'nothing sent').to.have.length(0);
        await type(el, path, '999,999,999.99');
        await press(el, 'submit-button');
        await waitUntil(() => created(sandbox).length === 1 && has(el, '[part~="success"]'), 'the maximum was not sent');
        expect((created(sandbox)[0]!.body as { limits: Record<string, number> }).limits).to.deep.equal({ [key]: KIT_LIMITS.amount.max });
        // Another account, on purpose: the form comes back as it started.
        await press(el, 'again-button');
        await choose(el, 'type', 'EUR_FRANCE');
        await type(el, path, '0');
        await press(el, 'submit-button');
        await waitUntil(() => created(sandbox).length === 2, 'zero was not sent');
        expect((created(sandbox)[1]!.body as { limits: Record<string, number> }).limits).to.deep.equal({ [key]: 0 });
      });
    }
  });

  it('reads amounts as the locale writes them and refuses what it would have to guess', () => {
    expect(parseAmount('1 500,50', 'fr')).to.equal(1500.5);
    expect(parseAmount('1\u202f500,5', 'fr')).to.equal(1500.5);
    expect(parseAmount('12.50', 'fr')).to.equal(12.5);
    expect(parseAmount('1.500,50', 'de')).to.equal(1500.5);
    expect(parseAmount('1,500.50', 'en')).to.equal(1500.5);
    expect(parseAmount('1500', 'en')).to.equal(1500);
    expect(parseAmount('  ', 'en')).to.equal(undefined);
    // A comma in English groups thousands: "1,5" is not 15, nor 1.5.
    expect(parseAmount('1,5', 'en')).to.equal('1,5');
    expect(parseAmount('12.50', 'de')).to.equal('12.50');
    expect(parseAmount('1.2.3', 'en')).to.equal('1.2.3');
  });

  it('in French, takes "1 500,50" and shows a partner\'s numbers the French way', async () => {
    const { el, sandbox } = await setup({ endUserId: GRACE, locale: 'fr' });
    el.value = { type: 'EUR_FRANCE', limits: { transactionLimit: 2500.5 } };
    await el.updateComplete;
    expect(control(el, 'limits.transactionLimit').value.replace(/\s/g, ' ')).to.equal('2 500,5');
    await type(el, 'limits.transactionMonthlyLimit', '1 500,50');
    await press(el, 'submit-button');
    await waitUntil(() => created(sandbox).length === 1, 'nothing sent');
    expect((created(sandbox)[0]!.body as { limits: unknown }).limits).to.deep.equal({ transactionLimit: 2500.5, transactionMonthlyLimit: 1500.5 });
  });

  it('a name the customer already uses: the 409 shows on the name field, values kept; another name opens it', async () => {
    const { el, sandbox } = await setup({ endUserId: ALICE });
    const errors: SvcErrorEvent[] = [];
    el.addEventListener('svc-error', (event) => errors.push(event));
    await choose(el, 'type', 'EUR_FRANCE');
    await type(el, 'friendlyName', 'Savings');
    await type(el, 'limits.transactionLimit', '250');
    await press(el, 'submit-button');
    await waitUntil(() => message(el, 'friendlyName') !== null, 'the refusal is not on the name field');
    expect(message(el, 'friendlyName')).to.equal('This name is already used for another account of this customer.');
    expect(errors.map((event) => [event.detail.error.status, event.detail.error.code])).to.deep.equal([[409, 'FRIENDLY_NAME_ALREADY_USED']]);
    expect(has(el, '[part~="error"]')).to.equal(false);
    expect(control(el, 'limits.transactionLimit').value).to.equal('250');
    await waitUntil(() => root(el).activeElement === control(el, 'friendlyName'), 'focus is not on the name');
    await type(el, 'friendlyName', 'Savings 2');
    expect(message(el, 'friendlyName')).to.equal(null);
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="success"]'), 'no success');
    expect(created(sandbox)).to.have.length(2);
  });

  it('end-user-id pins the owner: no field, the id is sent; a malformed one is said and nothing is sent', async () => {
    const { el, sandbox } = await setup({ endUserId: DAVID });
    expect(has(el, 'input[name="endUserId"]')).to.equal(false);
    await choose(el, 'type', 'EUR_BG');
    await press(el, 'submit-button');
    await waitUntil(() => created(sandbox).length === 1, 'nothing sent');
    expect(created(sandbox)[0]!.body).to.deep.equal({ endUserId: DAVID, type: 'EUR_BG' });

    const other = await setup({ endUserId: 'not-a-uuid' });
    await choose(other.el, 'type', 'EUR_BG');
    await press(other.el, 'submit-button');
    expect(text(other.el, '[part~="error"]')).to.contain('no valid identifier');
    expect(other.sandbox.requests).to.have.length(0);
  });

  it('with end-user it acts for the signed-in end-user: no end-user field, no endUserId sent', async () => {
    const { el, sandbox } = await setup({ endUser: true, sandbox: { headers: endUserHeaders(GRACE) } });
    expect(has(el, 'input[name="endUserId"]')).to.equal(false);
    await choose(el, 'type', 'EUR_FRANCE');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="success"]'), 'no success');
    expect(created(sandbox)[0]!.body).to.deep.equal({ type: 'EUR_FRANCE' });
    expect([...sandbox.data.ledgers.values()].filter((ledger) => ledger.endUser.id === GRACE)).to.have.length(2);
  });

  it('autoUpgrade is explained and sent when ticked', async () => {
    const { el, sandbox } = await setup({ endUserId: GRACE });
    expect(text(el, '[data-path="autoUpgrade"] [part~="form-control-help-text"]')).to.contain('upgrades the account itself as soon as the account becomes active');
    await choose(el, 'type', 'EUR_FRANCE');
    root(el).querySelector<HTMLInputElement>('input[name="autoUpgrade"]')!.click();
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="success"]'), 'no success');
    expect(created(sandbox)[0]!.body).to.deep.equal({ endUserId: GRACE, type: 'EUR_FRANCE', autoUpgrade: true });
    // Grace is verified: the ledger opens active, and autoUpgrade upgrades it.
    expect([...sandbox.data.ledgers.values()].at(-1)).to.include({ status: 'ACTIVE', isUpgraded: true });
  });

  it('the same ledger is not sent twice: the success locks the form; Open another account offers it again', async () => {
    const { el, sandbox } = await setup({ endUserId: GRACE });
    await choose(el, 'type', 'EUR_FRANCE');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="success"]'), 'no success');
    expect(has(el, '[part~="submit-button"]')).to.equal(false);
    expect(await el.submit()).to.equal(undefined);
    expect(created(sandbox)).to.have.length(1);
    expect(partText(el, 'again-button')).to.equal('Open another account');
    await press(el, 'again-button');
    await choose(el, 'type', 'EUR_FRANCE');
    await press(el, 'submit-button');
    await waitUntil(() => created(sandbox).length === 2, 'the second account, asked for on purpose, was not sent');
  });
});
