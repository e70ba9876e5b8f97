/** <svc-mandate-view>, driven like a person on the sandbox backend: what it shows, what it sends and what it refuses. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/mandate-view/define.js';
import '../../src/elements/provider/define.js';
import { createSandboxAdapter, endUserHeaders, SEED, type Sandbox } from '../../src/sandbox/index.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { LIMITS } from '../../src/api/limits.js';
import { ServiceError } from '../../src/api/errors.js';
import { operationName } from '../../src/client/operation-ref.js';
import { control, message, part, partText, press, requestsOf, root, type } from './form-helpers.js';
import { SvcMandateView } from '../../src/elements/mandate-view/svc-mandate-view.js';
import { gatedPart, type OnDemandGate } from './on-demand-gate.js';

/** A mandate view whose view of the loaded mandate (fetched beside the load) arrives only while the gate is up. */
const gate: OnDemandGate = { down: false, asked: 0 };
customElements.define('gated-mandate-view', gatedPart(SvcMandateView, 'edit mode', gate));

const RENT = SEED.mandates.aliceRent;
const GOOD_IBAN = 'FR7630006000011234567890189';
/** The same IBAN with its check digits off by one. */
const BAD_CHECKSUM = 'FR7730006000011234567890189';

/** A date `days` from today in the person's calendar (YYYY-MM-DD). */
function day(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function setup(options: { adapter?: FetchAdapter; sandbox?: Sandbox; id?: string } = {}) {
  const made = options.adapter ? { adapter: options.adapter, sandbox: options.sandbox! } : createSandboxAdapter({ headers: endUserHeaders(SEED.consumers.alice) });
  const el = await fixture<SvcMandateView>(html`<svc-mandate-view .adapter=${made.adapter} mandate-id=${options.id ?? RENT}></svc-mandate-view>`);
  await waitUntil(() => root(el).querySelector('[name="friendlyName"]'), 'the mandate is not shown');
  await el.updateComplete;
  return { el, sandbox: made.sandbox };
}

const updates = (sandbox: Sandbox) => requestsOf(sandbox, 'updateMandate');

/** Presses Save and waits for the outcome: the success panel or a refusal. */
async function save(el: SvcMandateView) {
  await press(el, 'submit-button');
  const outcome = () => ['success', 'notice', 'error', 'sca'].some((name) => part(el, name)) || root(el).querySelector('[aria-invalid="true"]') || el.matches(':state(pending)');
  await waitUntil(outcome, 'Save had no outcome: no success, notice, refusal or request under way');
  await el.updateComplete;
}

describe('<svc-mandate-view>', () => {
  it('shows the reference, the status in words, the debtor and the dates; no raw identifier', async () => {
    const { el } = await setup();
    const shown = root(el).textContent!.replace(/\s+/g, ' ');
    expect(shown).to.contain('ALM-2025-000007').and.contain('Active').and.contain('Person').and.contain('David Peeters');
    expect(shown).to.contain('BE68 5390 0754 7034').and.contain('GKCCBEBB').and.contain('An account held with us');
    expect(shown).to.contain('Jun 30, 2028').and.contain('May 2, 2025').and.contain('May 20, 2025');
    expect(shown).not.to.contain(SEED.ledgers.davidMain);
    expect(root(el).querySelector('[part~="section-debtor"]')!.getAttribute('data-ledger-id')).to.equal(SEED.ledgers.davidMain);
    expect(part(el, 'badge')!.getAttribute('part')).to.contain('badge-activated');
    expect(control(el, 'friendlyName').value).to.equal('Studio rent');
    expect(control(el, 'debtor.bankingDetails.iban').value).to.equal('BE68 5390 0754 7034');
    expect((control(el, 'recurring') as HTMLInputElement).checked).to.equal(true);
    expect(control(el, 'expirationDate').value).to.equal('2028-06-30');
    await expect(el).to.be.accessible();
  });

  it('says each of the six statuses in words, and an unknown one by its code', async () => {
    const words = { AWAITING_ACTIVATION: 'Awaiting activation', ACTIVATING: 'Being activated', ACTIVATED: 'Active', CANCELING: 'Being cancelled', CANCELED: 'Cancelled', FAILED: 'Failed', SUSPENDED_BY_BANK: 'SUSPENDED_BY_BANK' };
    const made = createSandboxAdapter();
    const { el } = await setup(made);
    for (const [status, word] of Object.entries(words)) {
      made.sandbox.data.mandates.get(RENT)!.status = status;
      el.reload();
      await waitUntil(() => partText(el, 'badge') === word, `${status} is not said as ${word}`);
    }
  });

  it('a debtor the answer leaves out reads "not given"', async () => {
    const made = createSandboxAdapter();
    const mandate = made.sandbox.data.mandates.get(SEED.mandates.atelierSupplier)! as { debtor?: unknown };
    delete mandate.debtor;
    const { el } = await setup({ ...made, id: SEED.mandates.atelierSupplier });
    const debtor = part(el, 'section-debtor')!.textContent!.replace(/\s+/g, ' ');
    expect(debtor).to.contain('Name not given').and.contain('IBAN not given');
  });

  describe('the name: 1 to 255 characters', () => {
    const max = LIMITS.friendlyName.max;

    it(`${max} characters are sent, as a PATCH of that field alone`, async () => {
      const { el, sandbox } = await setup();
      el.value = { friendlyName: 'r'.repeat(max) };
      await save(el);
      await waitUntil(() => part(el, 'success'), 'no success');
      const [request] = updates(sandbox);
      expect(request.method).to.equal('PATCH');
      expect(request.url).to.contain(`/mandates/${RENT}`);
      expect(request.body).to.deep.equal({ friendlyName: 'r'.repeat(max) });
      expect(partText(el, 'success')).to.contain('Your changes to the mandate were saved.');
      // Kept: the fields stay, with the saved name.
      expect(control(el, 'friendlyName').value).to.equal('r'.repeat(max));
    });

    it(`${max + 1} characters are refused on the field, and nothing is sent`, async () => {
      const { el, sandbox } = await setup();
      el.value = { friendlyName: 'r'.repeat(max + 1) };
      await save(el);
      expect(message(el, 'friendlyName')).to.equal(`Enter at most ${max} characters.`);
      expect(updates(sandbox)).to.have.length(0);
    });

    it('1 character is sent; an emptied name is refused and nothing is sent', async () => {
      const { el, sandbox } = await setup();
      await type(el, 'friendlyName', '');
      await save(el);
      expect(message(el, 'friendlyName')).to.equal('This field is required.');
      expect(updates(sandbox)).to.have.length(0);
      await type(el, 'friendlyName', 'R');
      await save(el);
      await waitUntil(() => updates(sandbox).length === 1, 'nothing sent');
      expect(updates(sandbox)[0].body).to.deep.equal({ friendlyName: 'R' });
    });
  });

  describe("the debtor's IBAN, checked as a beneficiary's", () => {
    it('says what is wrong with it in the language of the page', async () => {
      const { adapter } = createSandboxAdapter({ headers: endUserHeaders(SEED.consumers.alice) });
      const provider = await fixture(html`<svc-provider locale="fr"><svc-mandate-view .adapter=${adapter} mandate-id=${RENT}></svc-mandate-view></svc-provider>`);
      const el = provider.querySelector<SvcMandateView>('svc-mandate-view')!;
      await waitUntil(() => root(el).querySelector('[name="friendlyName"]'), 'the mandate is not shown');
      await type(el, 'debtor.bankingDetails.iban', BAD_CHECKSUM);
      await waitUntil(
        () => message(el, 'debtor.bankingDetails.iban') === 'La clé de contrôle de cet IBAN ne correspond pas : un caractère est peut-être mal saisi, ou deux sont inversés.',
        'the mistake is not said in French',
      );
    });

    it('check digits that do not match are said on the field, and nothing is sent', async () => {
      const { el, sandbox } = await setup();
      await type(el, 'debtor.bankingDetails.iban', BAD_CHECKSUM);
      await save(el);
      expect(message(el, 'debtor.bankingDetails.iban')).to.equal('The check digits of this IBAN do not match: a character may be mistyped, or two swapped.');
      expect(control(el, 'debtor.bankingDetails.iban').getAttribute('aria-invalid')).to.equal('true');
      expect(updates(sandbox)).to.have.length(0);
    });

    it('a valid IBAN typed in groups is shown in groups and sent without spaces, alone', async () => {
      const { el, sandbox } = await setup();
      await type(el, 'debtor.bankingDetails.iban', 'fr76 3000 6000 0112 3456 7890 189');
      expect(control(el, 'debtor.bankingDetails.iban').value).to.equal('FR76 3000 6000 0112 3456 7890 189');
      await save(el);
      await waitUntil(() => updates(sandbox).length === 1, 'nothing sent');
      // The banking details go out whole: the old account's BIC, emptied by the new IBAN, does not go with it.
      expect(control(el, 'debtor.bankingDetails.bic').value).to.equal('');
      expect(updates(sandbox)[0].body).to.deep.equal({ debtor: { bankingDetails: { iban: GOOD_IBAN } } });
      expect(updates(sandbox)[0].method).to.equal('PATCH');
      await waitUntil(() => part(el, 'section-debtor')!.textContent!.includes('FR76 3000 6000 0112 3456 7890 189'), 'the new IBAN is not shown');
    });
  });

  describe("the debtor's BIC, changed with the IBAN", () => {
    it('a new IBAN with its BIC typed in lower case: both sent, the BIC in capitals; the saved mandate shows both', async () => {
      const { el, sandbox } = await setup();
      expect(control(el, 'debtor.bankingDetails.bic').value).to.equal('GKCCBEBB');
      await type(el, 'debtor.bankingDetails.iban', GOOD_IBAN);
      await type(el, 'debtor.bankingDetails.bic', ' bnpa frpp xxx ');
      await save(el);
      await waitUntil(() => updates(sandbox).length === 1, 'nothing sent');
      expect(updates(sandbox)[0].method).to.equal('PATCH');
      expect(updates(sandbox)[0].body).to.deep.equal({ debtor: { bankingDetails: { iban: GOOD_IBAN, bic: 'BNPAFRPPXXX' } } });
      await waitUntil(() => part(el, 'section-debtor')!.textContent!.includes('BNPAFRPPXXX'), 'the new BIC is not shown');
      expect(part(el, 'section-debtor')!.textContent).to.contain('FR76 3000 6000 0112 3456 7890 189').and.not.contain('GKCCBEBB');
    });

    it("a new IBAN empties the old account's BIC, which is not sent with it; the old IBAN back brings it back", async () => {
      const { el, sandbox } = await setup();
      await type(el, 'debtor.bankingDetails.iban', GOOD_IBAN);
      expect(control(el, 'debtor.bankingDetails.bic').value).to.equal('');
      await type(el, 'debtor.bankingDetails.iban', 'BE68 5390 0754 7034');
      expect(control(el, 'debtor.bankingDetails.bic').value).to.equal('GKCCBEBB');
      await type(el, 'debtor.bankingDetails.iban', GOOD_IBAN);
      await save(el);
      await waitUntil(() => updates(sandbox).length === 1, 'nothing sent');
      expect(updates(sandbox)[0].body).to.deep.equal({ debtor: { bankingDetails: { iban: GOOD_IBAN } } });
      await waitUntil(() => !part(el, 'section-debtor')!.textContent!.includes('GKCCBEBB'), 'the old BIC is still shown');
    });

    it('a BIC changed alone goes out with the IBAN as stored', async () => {
      const { el, sandbox } = await setup();
      await type(el, 'debtor.bankingDetails.bic', 'KREDBEBB');
      await save(el);
      await waitUntil(() => updates(sandbox).length === 1, 'nothing sent');
      expect(updates(sandbox)[0].body).to.deep.equal({ debtor: { bankingDetails: { iban: 'BE68539007547034', bic: 'KREDBEBB' } } });
    });

    it('a BIC cleared sends the IBAN alone (the details are replaced whole)', async () => {
      const { el, sandbox } = await setup();
      await type(el, 'debtor.bankingDetails.bic', '');
      await save(el);
      await waitUntil(() => updates(sandbox).length === 1, 'nothing sent');
      expect(updates(sandbox)[0].body).to.deep.equal({ debtor: { bankingDetails: { iban: 'BE68539007547034' } } });
      await waitUntil(() => !part(el, 'section-debtor')!.textContent!.includes('GKCCBEBB'), 'the old BIC is still shown');
    });

    for (const [typed, accepted] of [['KREDBEBB', true], ['KREDBEBBXXX', true], ['KREDBEB', false], ['KREDBEBBXXXX', false]] as const) {
      it(`a BIC of ${typed.length} characters is ${accepted ? 'sent' : 'refused on its field, nothing sent'}`, async () => {
        const { el, sandbox } = await setup();
        await type(el, 'debtor.bankingDetails.bic', typed);
        await save(el);
        if (accepted) {
          await waitUntil(() => updates(sandbox).length === 1, 'nothing sent');
          expect((updates(sandbox)[0].body as { debtor: { bankingDetails: { bic: string } } }).debtor.bankingDetails.bic).to.equal(typed);
        } else {
          expect(message(el, 'debtor.bankingDetails.bic')).to.equal('Enter a valid BIC (8 or 11 characters).');
          expect(updates(sandbox)).to.have.length(0);
        }
      });
    }
  });

  it('after a save it shows what the service holds (loaded again), not what was typed', async () => {
    const made = createSandboxAdapter({ headers: endUserHeaders(SEED.consumers.alice) });
    // A service that keeps the name its own way: what it answers is what the person must see.
    const adapter: FetchAdapter = {
      ...made.adapter,
      request: async (name, input, options) => {
        const result = await made.adapter.request(name, input, options);
        if (name === 'updateMandate') (made.sandbox.data.mandates.get(RENT) as { friendlyName?: string }).friendlyName = 'Rent (kept by the bank)';
        return result;
      },
    } as FetchAdapter;
    const { el, sandbox } = await setup({ adapter, sandbox: made.sandbox });
    await type(el, 'friendlyName', 'My rent');
    await save(el);
    await waitUntil(() => control(el, 'friendlyName').value === 'Rent (kept by the bank)', 'the answer is not shown');
    const after = sandbox.requests.slice(-2).map((request) => [request.operation, request.method]);
    expect(after).to.deep.equal([['updateMandate', 'PATCH'], ['getMandate', 'GET']]);
    expect(partText(el, 'success')).to.contain('Your changes to the mandate were saved.');
  });

  it('a reload that fails after a save keeps the mandate and the typed values, says so, and Try again loads it', async () => {
    const made = createSandboxAdapter({ headers: endUserHeaders(SEED.consumers.alice) });
    let offline = false;
    const adapter: FetchAdapter = {
      ...made.adapter,
      request: ((operation, input, options) => {
        if (offline && operationName(operation) === 'getMandate') return Promise.reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation: 'getMandate' }));
        return made.adapter.request(operation, input, options);
      }) as FetchAdapter['request'],
    } as FetchAdapter;
    const { el, sandbox } = await setup({ adapter, sandbox: made.sandbox });
    expect(part(el, 'retry-button')).to.equal(null);
    await type(el, 'friendlyName', 'My rent');
    offline = true;
    await save(el);
    await waitUntil(() => part(el, 'retry-button'), 'the failed reload is not said');
    expect(partText(el, 'error')).to.contain('The mandate could not be loaded.');
    expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
    expect(partText(el, 'success')).to.contain('Your changes to the mandate were saved.');
    expect(root(el).textContent).to.contain('ALM-2025-000007');
    expect(control(el, 'friendlyName').value).to.equal('My rent');
    expect(el.matches(':state(error)')).to.equal(true);
    offline = false;
    await press(el, 'retry-button');
    await waitUntil(() => sandbox.requests.filter((request) => request.operation === 'getMandate').length === 2 && !el.matches(':state(loading)'), 'Try again did not load the mandate');
    await el.updateComplete;
    expect(part(el, 'error')).to.equal(null);
    expect(el.matches(':state(error)')).to.equal(false);
    expect(control(el, 'friendlyName').value).to.equal('My rent');
    await expect(el).to.be.accessible();
  });

  describe('the expiration date: not in the past', () => {
    it('yesterday is refused on the field, and nothing is sent', async () => {
      const { el, sandbox } = await setup();
      await type(el, 'expirationDate', day(-1));
      await save(el);
      expect(message(el, 'expirationDate')).to.equal('The expiration date cannot be in the past: choose today or a later date.');
      expect(updates(sandbox)).to.have.length(0);
    });

    it('today is sent', async () => {
      const { el, sandbox } = await setup();
      await type(el, 'expirationDate', day(0));
      await save(el);
      await waitUntil(() => updates(sandbox).length === 1, 'nothing sent');
      expect(updates(sandbox)[0].body).to.deep.equal({ expirationDate: day(0) });
    });
  });

  it('recurring: unticking sends false', async () => {
    const { el, sandbox } = await setup();
    (control(el, 'recurring') as HTMLInputElement).click();
    await el.updateComplete;
    await save(el);
    await waitUntil(() => updates(sandbox).length === 1, 'nothing sent');
    expect(updates(sandbox)[0].body).to.deep.equal({ recurring: false });
  });

  it('a save with nothing changed sends nothing and says so', async () => {
    const { el, sandbox } = await setup();
    await save(el);
    expect(partText(el, 'notice')).to.equal('Nothing has changed yet: change a value first.');
    expect(updates(sandbox)).to.have.length(0);
  });

  it('without an id, or with a wrong one, says so and sends nothing', async () => {
    const { adapter, sandbox } = createSandboxAdapter();
    const el = await fixture<SvcMandateView>(html`<svc-mandate-view .adapter=${adapter}></svc-mandate-view>`);
    expect(partText(el, 'error')).to.contain('the mandate-id attribute is missing');
    el.setAttribute('mandate-id', 'not-an-id');
    await el.updateComplete;
    expect(partText(el, 'error')).to.contain('not a valid identifier');
    expect(sandbox.requests).to.have.length(0);
  });

  it("another end-user's mandate is not shown: the failure is said, with Try again", async () => {
    const { adapter } = createSandboxAdapter({ headers: endUserHeaders(SEED.consumers.bruno) });
    const el = await fixture<SvcMandateView>(html`<svc-mandate-view .adapter=${adapter} mandate-id=${RENT}></svc-mandate-view>`);
    await waitUntil(() => part(el, 'retry-button'), 'no failure shown');
    expect(partText(el, 'error')).to.contain('The mandate could not be loaded.');
    expect(root(el).querySelector('[name="friendlyName"]')).to.equal(null);
  });

  it('speaks French', async () => {
    const { adapter } = createSandboxAdapter();
    const el = await fixture<SvcMandateView>(html`<svc-mandate-view .adapter=${adapter} locale="fr" mandate-id=${RENT}></svc-mandate-view>`);
    await waitUntil(() => root(el).textContent!.includes('Référence unique du mandat'), 'not in French');
    await type(el, 'debtor.bankingDetails.iban', BAD_CHECKSUM);
    await save(el);
    expect(message(el, 'debtor.bankingDetails.iban')).to.match(/^La clé de contrôle/);
  });

  it('in French, the mandate shows with its facts and fields already in French: no English first', async () => {
    const { adapter } = createSandboxAdapter({ headers: endUserHeaders(SEED.consumers.alice) });
    const el = await fixture<SvcMandateView>(html`<svc-mandate-view .adapter=${adapter} locale="fr" mandate-id=${RENT}></svc-mandate-view>`);
    const seen: string[] = [];
    // Every drawing of the mandate, from the first: none says a word in English.
    const watch = new MutationObserver(() => {
      if (root(el).querySelector('[name="friendlyName"]')) seen.push(root(el).textContent!);
    });
    watch.observe(root(el), { childList: true, subtree: true, characterData: true });
    await waitUntil(() => root(el).querySelector('[name="friendlyName"]'), 'the mandate is not shown');
    await el.updateComplete;
    watch.disconnect();
    seen.push(root(el).textContent!);
    for (const text of seen) {
      expect(text).to.contain('Référence unique du mandat');
      for (const english of ['Direct debit mandate', 'Mandate reference', 'What you can change', 'Save changes']) expect(text).not.to.contain(english);
    }
  });

  it('when what shows the mandate cannot be fetched, says the mandate could not be loaded, and Try again shows it with what was set', async () => {
    gate.down = true;
    gate.asked = 0;
    const { adapter } = createSandboxAdapter({ headers: endUserHeaders(SEED.consumers.alice) });
    const el = await fixture<SvcMandateView>(html`<gated-mandate-view .adapter=${adapter} mandate-id=${RENT}></gated-mandate-view>`);
    el.value = { friendlyName: 'Set before the view came' };
    await waitUntil(() => part(el, 'retry-button'), 'the failure is not said');
    expect(partText(el, 'error')).to.contain('The mandate could not be loaded.');
    expect(el.matches(':state(error)')).to.equal(true);
    expect(root(el).querySelector('[name="friendlyName"]')).to.equal(null);
    expect(await el.submit()).to.equal(undefined);
    gate.down = false;
    press(el, 'retry-button');
    await waitUntil(() => root(el).querySelector('[name="friendlyName"]'), 'Try again did not show the mandate');
    expect(gate.asked).to.equal(2);
    expect(el.matches(':state(error)')).to.equal(false);
    expect(control(el, 'friendlyName').value).to.equal('Set before the view came');
    expect(el.value).to.deep.equal({ friendlyName: 'Set before the view came' });
  });
});
