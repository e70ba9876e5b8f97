/** <svc-consumer-form>: a person filling it in, on the sandbox backend, in real Chromium. */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/consumer-form/define.js';
import { SvcConsumerForm } from '../../src/elements/consumer-form/svc-consumer-form.js';
import { gatedPart, type OnDemandGate } from './on-demand-gate.js';
import type { SvcErrorEvent, SvcScaEvent, SvcSuccessEvent } from '../../src/elements/base/events.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { SANDBOX_BASE_URL, SANDBOX_PHONE_CODE, SEED, anonymousHeaders, createSandboxAdapter, endUserHeaders } from '../../src/sandbox/index.js';
import type { Sandbox, SandboxAdapterOptions } from '../../src/sandbox/index.js';
import { ServiceError } from '../../src/api/errors.js';
import { operationName } from '../../src/client/operation-ref.js';
import { zoe } from './form-helpers.js';

/** The free-text fields, `text` characters long, and the tax number `tax` characters long. */
const atLength = (text: number, tax: number) => ({
  externalId: 'e'.repeat(text),
  otherSourceOfFunds: 's'.repeat(text),
  otherOccupation: 'o'.repeat(text),
  taxIdentificationNumber: 't'.repeat(tax),
});

const { alice, bruno, chloe } = SEED.consumers;

// A person at the keyboard

const root = (el: SvcConsumerForm) => el.shadowRoot!;
const control = <T extends HTMLElement = HTMLInputElement>(el: SvcConsumerForm, path: string) => {
  const found = root(el).querySelector<T>(`[name="${path}"]`);
  if (!found) throw new Error(`no field ${path}`);
  return found;
};
const message = (el: SvcConsumerForm, path: string) =>
  root(el).querySelector(`[data-path="${path}"] [part~="form-control-error"]`)?.textContent?.trim() ?? null;
const part = (el: SvcConsumerForm, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const text = (el: SvcConsumerForm, name: string) => part(el, name)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const button = (el: SvcConsumerForm, label: RegExp) =>
  [...root(el).querySelectorAll('button')].find((candidate) => label.test(candidate.textContent ?? '')) ?? null;

/** The text a node shows, slotted content in place of its slot's fallback. */
function shown(node: Node): string {
  if (node instanceof HTMLSlotElement) {
    const assigned = node.assignedNodes({ flatten: true });
    return (assigned.length > 0 ? assigned : [...node.childNodes]).map(shown).join('');
  }
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(shown).join('');
}
/** The kit's terms link is drawn (a partner's own terms words hide it). */
const linkShown = (el: SvcConsumerForm) => (part(el, 'link')?.getClientRects().length ?? 0) > 0;
/** What a field's description says, as read out: the text of what it names that is drawn. */
function descriptionOf(el: SvcConsumerForm, path: string): string {
  const drawn = (node: Node): string =>
    node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : node instanceof HTMLElement && getComputedStyle(node).display === 'none' ? '' : [...node.childNodes].map(drawn).join('');
  const ids = (control(el, path).getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => drawn(root(el).getElementById(id)!)).join(' ').replace(/\s+/g, ' ').trim();
}
/** What the label of a field says, as shown. */
const labelOf = (el: SvcConsumerForm, path: string) => shown(control(el, path).labels![0]).replace(/\s+/g, ' ').trim();

/** Types into a field as a person does; `leave` also leaves it (change, blur). */
async function type(el: SvcConsumerForm, path: string, value: string, leave = true) {
  const input = control(el, path);
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  if (leave) {
    input.dispatchEvent(new Event('change', { bubbles: true }));
    input.dispatchEvent(new Event('blur'));
    input.blur();
  }
  await el.updateComplete;
}

/** Types each value into its field (by path), in order. */
async function typeAll(el: SvcConsumerForm, values: Record<string, string>) {
  for (const [path, value] of Object.entries(values)) await type(el, path, value);
}

/** The profile's choices are offered (they come a moment after the fields). */
const choicesHere = (el: SvcConsumerForm) => waitUntil(() => (root(el).querySelector<HTMLSelectElement>('[name="occupation"]')?.options.length ?? 0) > 1, 'the choices did not come');

async function choose(el: SvcConsumerForm, path: string, value: string) {
  const select = control<HTMLSelectElement>(el, path);
  await waitUntil(() => [...select.options].some((option) => option.value === value), `no choice ${value} in ${path}`);
  select.focus();
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

async function tick(el: SvcConsumerForm, path: string, value?: string) {
  if (value) await waitUntil(() => root(el).querySelector(`[name="${path}"][value="${value}"]`), `no choice ${value} in ${path}`);
  const box = value
    ? root(el).querySelector<HTMLInputElement>(`[name="${path}"][value="${value}"]`)!
    : control(el, path);
  box.click();
  await el.updateComplete;
}

async function clickSubmit(el: SvcConsumerForm) {
  part(el, 'submit-button')!.click();
  await el.updateComplete;
}

const writes = (sandbox: Sandbox) => sandbox.requests.filter((request) => request.method !== 'GET');
const pathOf = (url: string) => new URL(url).pathname;

/** A consumer form whose follow-ups fail to arrive while `down` (each fetch counted). */
const followUpsGate: OnDemandGate = { down: false, asked: 0 };
customElements.define('gated-consumer-form', gatedPart(SvcConsumerForm, 'contact follow-ups', followUpsGate));
/** A consumer form whose edit modes' code fails to arrive while `down` (each fetch counted). */
const editGate: OnDemandGate = { down: false, asked: 0 };
customElements.define('edit-gated-consumer-form', gatedPart(SvcConsumerForm, 'edit modes', editGate));
/** A consumer form whose choices' labels fail to arrive while `down` (each fetch counted). */
const choicesGate: OnDemandGate = { down: false, asked: 0 };
customElements.define('choices-gated-consumer-form', gatedPart(SvcConsumerForm, 'later fields', choicesGate));

async function setup(options: SandboxAdapterOptions = {}, template?: (adapter: FetchAdapter) => ReturnType<typeof html>) {
  const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' }, ...options });
  const el = await fixture<SvcConsumerForm>(
    template ? template(adapter) : html`<svc-consumer-form .adapter=${adapter} terms-version="2025-01" terms-url="https://partner.example/terms"></svc-consumer-form>`,
  );
  return { el, sandbox };
}

/** Waits for the edit modes' load. */
const loaded = (el: SvcConsumerForm) => waitUntil(() => part(el, 'form'), 'the consumer did not load');

async function fillValidConsumer(el: SvcConsumerForm) {
  await type(el, 'firstName', 'Zoé');
  await type(el, 'lastName', 'Moreau');
  await type(el, 'emailAddress', 'zoe.moreau@example.com');
  await type(el, 'phone.countryCode', '33');
  await type(el, 'phone.number', '6 01 02 03 04');
}

describe('<svc-consumer-form> create', () => {
  it('sends exactly what was typed (blanks left out), shows the success and gets ready for the next one', async () => {
    const { el, sandbox } = await setup();
    await expect(el).to.be.accessible();
    await fillValidConsumer(el);
    expect(control(el, 'phone.number').value).to.equal('601020304');
    await choose(el, 'address.isoCountryCode', 'FRA');
    await type(el, 'address.street', 'Rue de la Paix');
    await type(el, 'address.number', '8');
    await type(el, 'address.postalCode', '75002');
    await type(el, 'address.city', 'Paris');
    await choose(el, 'sourceOfFunds', 'LOAN');
    await choose(el, 'occupation', 'ENGINEER');
    await tick(el, 'accountPurposes', 'SAVINGS');
    await tick(el, 'accountPurposes', 'SALARY');
    await type(el, 'taxIdentificationNumber', '1234567890123');
    await choose(el, 'taxCountry', 'FRA');
    await type(el, 'financialInformation.monthlyNetIncome', '3000');
    await choose(el, 'financialInformation.currency', 'EUR');
    await type(el, 'externalId', 'crm-77');
    await tick(el, 'lastTermsAccepted');
    const success = oneEvent(el, 'svc-success') as Promise<SvcSuccessEvent>;
    await clickSubmit(el);
    const event = await success;

    const [request] = writes(sandbox);
    expect(writes(sandbox)).to.have.length(1);
    expect(request.method).to.equal('POST');
    expect(request.url).to.equal(`${SANDBOX_BASE_URL}/consumers`);
    expect(request.body).to.deep.equal({
      ...zoe('zoe.moreau@example.com', '601020304'),
      sourceOfFunds: 'LOAN',
      occupation: 'ENGINEER',
      accountPurposes: ['SALARY', 'SAVINGS'],
      taxIdentificationNumber: '1234567890123',
      taxCountry: 'FRA',
      financialInformation: { monthlyNetIncome: '3000', currency: 'EUR' },
      externalId: 'crm-77',
      lastTermsAccepted: '2025-01',
    });
    expect(event.detail.operation).to.equal('createConsumer');
    const id = (event.detail.result as { id: string }).id;
    expect(id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(sandbox.data.consumers.get(id)).to.include({ firstName: 'Zoé', termsAccepted: true });

    await waitUntil(() => part(el, 'success'), 'no success message');
    expect(text(el, 'title')).to.equal('The profile was created.');
    // The panel says it by taking the focus, in place of the form: the live region stays quiet.
    await waitUntil(() => root(el).activeElement === part(el, 'success'), 'the success panel did not take the focus');
    expect(root(el).querySelector('[role="status"]')!.textContent).to.equal('');
    expect(root(el).querySelector('[name="firstName"]')).to.equal(null);
    await expect(el).to.be.accessible();
    // The next one, on purpose: every control shows the empty form again, focus on the first field.
    part(el, 'again-button')!.click();
    await waitUntil(() => root(el).activeElement === root(el).querySelector('[data-path] :is(input, select)'), 'focus is not on the first field');
    expect(control(el, 'firstName').value).to.equal('');
    expect(control<HTMLSelectElement>(el, 'occupation').value).to.equal('');
    expect(control<HTMLSelectElement>(el, 'address.isoCountryCode').value).to.equal('');
    expect(control(el, 'lastTermsAccepted').checked).to.equal(false);
    await expect(el).to.be.accessible();
  });

  it('offers the full ISO country list by name, readable enumeration labels and the terms link', async () => {
    const { el } = await setup();
    const countries = [...control<HTMLSelectElement>(el, 'address.isoCountryCode').options].slice(1);
    expect(countries.length).to.equal(249);
    expect(countries.find((option) => option.value === 'DEU')!.textContent).to.equal('Germany');
    const names = countries.map((option) => option.textContent!);
    expect(names).to.deep.equal([...names].sort(new Intl.Collator('en').compare));
    expect(control<HTMLSelectElement>(el, 'address.isoCountryCode').getAttribute('autocomplete')).to.equal('country');
    expect([...control<HTMLSelectElement>(el, 'taxCountry').options].length).to.equal(250);
    await choicesHere(el);
    const sources = [...control<HTMLSelectElement>(el, 'sourceOfFunds').options].map((option) => option.textContent);
    expect(sources).to.include('Sale of a company');
    expect(root(el).querySelector('[name="accountPurposes"][value="MONEY_TO_FROM_FAMILY"]')!.parentElement!.textContent).to.contain('Money to or from family');
    expect(control(el, 'firstName').getAttribute('autocomplete')).to.equal('given-name');
    expect(control(el, 'phone.number').getAttribute('autocomplete')).to.equal('tel-national');
    const link = part(el, 'link') as HTMLAnchorElement;
    expect(link.href).to.equal('https://partner.example/terms');
    expect(link.rel).to.contain('noopener');
    // Each group is a fieldset with a legend.
    const legends = [...root(el).querySelectorAll('fieldset.section > legend')].map((legend) => legend.textContent);
    expect(legends).to.include.members(['Name', 'Contact details', 'Address', 'Occupation and funds', 'Tax', 'Financial information', 'Terms and conditions']);
  });

  it("offers the profile's choices a moment after its fields, in the page's language; after a failed fetch, at the person's next move", async () => {
    choicesGate.down = true;
    choicesGate.asked = 0;
    const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const el = await fixture<SvcConsumerForm>(html`<choices-gated-consumer-form .adapter=${adapter} locale="fr"></choices-gated-consumer-form>`);
    await waitUntil(() => choicesGate.asked === 1 && root(el).querySelector('[name="occupation"]'), 'the form did not draw');
    await el.updateComplete;
    // The fields are there, labelled, with nothing to choose yet.
    expect(labelOf(el, 'sourceOfFunds')).to.contain('Origine principale des fonds');
    expect(control<HTMLSelectElement>(el, 'sourceOfFunds').options.length).to.equal(1);
    expect(root(el).querySelector('[name="accountPurposes"]')).to.equal(null);
    await expect(el).to.be.accessible();
    // A failed fetch is not tried again by every render, only by the person's next move.
    el.requestUpdate();
    await el.updateComplete;
    expect(choicesGate.asked).to.equal(1);
    choicesGate.down = false;
    await type(el, 'firstName', 'Zoé');
    await choose(el, 'sourceOfFunds', 'LOAN');
    expect(choicesGate.asked).to.equal(2);
    expect(control<HTMLSelectElement>(el, 'sourceOfFunds').selectedOptions[0].textContent).to.equal('Prêt');
    expect(root(el).querySelector('[name="accountPurposes"][value="SALARY"]')!.parentElement!.textContent).to.contain('Recevoir un salaire');
    expect(el.value).to.deep.include({ firstName: 'Zoé', sourceOfFunds: 'LOAN' });
  });

  it('judges nothing valid before its checks arrive; a submit waits for them, and sends only what they pass', async () => {
    choicesGate.down = true;
    const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const el = await fixture<SvcConsumerForm>(html`<choices-gated-consumer-form .adapter=${adapter}></choices-gated-consumer-form>`);
    await fillValidConsumer(el);
    // Valid by every limit, but not judged yet: the form and a host form say it is not valid, and nothing is sent.
    expect(el.checkValidity()).to.equal(false);
    expect(el.validate().map((issue) => issue.message), 'what the form says while its checks load').to.deep.equal(['Loading…']);
    expect(await el.submit()).to.equal(undefined);
    expect(writes(sandbox)).to.have.length(0);
    choicesGate.down = false;
    await type(el, 'externalId', 'e'.repeat(512));
    expect(await el.submit()).to.equal(undefined);
    await el.updateComplete;
    expect(message(el, 'externalId')).to.equal('Enter at most 511 characters.');
    expect(writes(sandbox)).to.have.length(0);
    await type(el, 'externalId', 'e'.repeat(511));
    expect(el.checkValidity()).to.equal(true);
    expect(await el.submit()).to.not.equal(undefined);
    expect(writes(sandbox)).to.have.length(1);
  });

  it('has no terms checkbox without terms-version, and refuses a javascript: terms link', async () => {
    const { el } = await setup({}, (adapter) => html`<svc-consumer-form .adapter=${adapter}></svc-consumer-form>`);
    expect(root(el).querySelector('[name="lastTermsAccepted"]')).to.equal(null);
    el.termsVersion = 'v2';
    el.termsUrl = 'javascript:alert(1)';
    await el.updateComplete;
    expect(root(el).querySelector('[name="lastTermsAccepted"]')).not.to.equal(null);
    expect(part(el, 'link')).to.equal(null);
  });

  it('does not judge a field while a first value is typed, does once it is left, and always after a submit', async () => {
    const { el } = await setup();
    await type(el, 'emailAddress', 'zoe@', false);
    expect(message(el, 'emailAddress')).to.equal(null);
    control(el, 'emailAddress').dispatchEvent(new Event('blur'));
    await el.updateComplete;
    expect(message(el, 'emailAddress')).to.equal('Enter an email address such as name@example.com.');
    expect(control(el, 'emailAddress').getAttribute('aria-invalid')).to.equal('true');
    const describedBy = control(el, 'emailAddress').getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => root(el).getElementById(id)!.textContent)).to.include('Enter an email address such as name@example.com.');

    await type(el, 'lastName', 'Wałęsa', false);
    expect(message(el, 'lastName')).to.equal(null);
    await clickSubmit(el);
    expect(message(el, 'lastName')).to.equal('Only Latin characters (ISO 8859-1) are accepted.');
    expect(message(el, 'phone.number')).to.equal('This field is required.');
  });

  it('accepts the limits exactly: 14 digits, 511 characters, 255 for the tax number, Latin-1 names', async () => {
    const { el, sandbox } = await setup();
    await typeAll(el, {
      firstName: 'Hélène',
      lastName: 'Ødegård',
      'phone.countryCode': '33',
      'phone.number': '12345678901234',
      ...atLength(511, 255),
    });
    expect(control(el, 'externalId').maxLength).to.equal(511);
    expect(control(el, 'taxIdentificationNumber').maxLength).to.equal(255);
    const success = oneEvent(el, 'svc-success');
    await clickSubmit(el);
    await success;
    expect(writes(sandbox)[0].body).to.deep.equal({
      firstName: 'Hélène',
      lastName: 'Ødegård',
      phone: { countryCode: '33', number: '12345678901234' },
      externalId: 'e'.repeat(511),
      otherSourceOfFunds: 's'.repeat(511),
      otherOccupation: 'o'.repeat(511),
      taxIdentificationNumber: 't'.repeat(255),
    });
  });

  it('sends a country calling code however the person writes it (+1-684), up to 16 characters; 17 refused, nothing sent', async () => {
    const { el, sandbox } = await setup();
    expect(control(el, 'phone.countryCode').maxLength).to.equal(16);
    await type(el, 'phone.countryCode', '+1-684');
    await type(el, 'phone.number', '6331234');
    el.value = { ...el.value, phone: { countryCode: '1'.repeat(17), number: '6331234' } };
    const refused = oneEvent(el, 'svc-error') as Promise<SvcErrorEvent>;
    await clickSubmit(el);
    expect((await refused).detail.error.issues.map((issue) => issue.path)).to.deep.equal(['phone.countryCode']);
    expect(message(el, 'phone.countryCode')).to.equal('Enter the country calling code, in at most 16 characters.');
    expect(writes(sandbox)).to.have.length(0);
    el.value = { ...el.value, phone: { countryCode: '+1-684', number: '6331234' } };
    const success = oneEvent(el, 'svc-success');
    await clickSubmit(el);
    await success;
    expect(writes(sandbox)[0].body).to.deep.include({ phone: { countryCode: '+1-684', number: '6331234' } });
  });

  it('refuses one past each limit, and sends nothing', async () => {
    const { el, sandbox } = await setup();
    // maxlength stops a person typing more; a paste or a partner's value can still exceed it.
    await typeAll(el, { firstName: 'Łukasz', 'phone.countryCode': '48', 'phone.number': '123456789012345', ...atLength(512, 256) });
    const refused = oneEvent(el, 'svc-error') as Promise<SvcErrorEvent>;
    await clickSubmit(el);
    const event = await refused;
    expect(event.detail.error.kind).to.equal('validation');
    expect(event.detail.error.issues.map((issue) => issue.path)).to.have.members([
      'firstName', 'phone.number', 'externalId', 'otherSourceOfFunds', 'otherOccupation', 'taxIdentificationNumber',
    ]);
    await el.updateComplete;
    expect(message(el, 'firstName')).to.equal('Only Latin characters (ISO 8859-1) are accepted.');
    expect(message(el, 'phone.number')).to.equal('Digits only, 1 to 14 of them, without the country code.');
    expect(message(el, 'externalId')).to.equal('Enter at most 511 characters.');
    expect(message(el, 'otherSourceOfFunds')).to.equal('Enter at most 511 characters.');
    expect(message(el, 'otherOccupation')).to.equal('Enter at most 511 characters.');
    expect(message(el, 'taxIdentificationNumber')).to.equal('Enter at most 255 characters.');
    expect(root(el).querySelector('[role="status"]')!.textContent).to.equal('6 fields need attention.');
    expect(sandbox.requests).to.have.length(0);
  });

  it('refuses letters in the phone number and sends nothing', async () => {
    const { el, sandbox } = await setup();
    await type(el, 'phone.countryCode', '33');
    await type(el, 'phone.number', '6123abc');
    expect(message(el, 'phone.number')).to.equal('Digits only, 1 to 14 of them, without the country code.');
    await clickSubmit(el);
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(control(el, 'phone.number'));
    expect(sandbox.requests).to.have.length(0);
  });

  it('focuses the first invalid field on submit', async () => {
    const { el, sandbox } = await setup();
    await clickSubmit(el);
    await waitUntil(() => el.shadowRoot!.activeElement === control(el, 'phone.countryCode'), 'the country code was not focused');
    expect(message(el, 'phone.countryCode')).to.equal('This field is required.');
    await type(el, 'phone.countryCode', '33');
    await type(el, 'phone.number', '600000001');
    await type(el, 'middleName', 'Ŝ');
    await clickSubmit(el);
    await waitUntil(() => el.shadowRoot!.activeElement === control(el, 'middleName'), 'the middle name was not focused');
    expect(sandbox.requests).to.have.length(0);
  });

  it('shows a duplicate phone number on the phone field and keeps every value', async () => {
    const { el, sandbox } = await setup();
    await fillValidConsumer(el);
    await type(el, 'phone.number', '612345678'); // Alice's
    const failed = oneEvent(el, 'svc-error') as Promise<SvcErrorEvent>;
    await clickSubmit(el);
    const event = await failed;
    expect(event.detail.error.code).to.equal('PHONE_ALREADY_USED');
    await waitUntil(() => message(el, 'phone.number'), 'no message on the phone number');
    expect(message(el, 'phone.number')).to.equal('This phone number is already used by another consumer.');
    expect(part(el, 'error')).to.equal(null);
    expect(part(el, 'success')).to.equal(null);
    expect(control(el, 'firstName').value).to.equal('Zoé');
    expect(control(el, 'phone.number').value).to.equal('612345678');
    await waitUntil(() => el.shadowRoot!.activeElement === control(el, 'phone.number'));
    expect(writes(sandbox)).to.have.length(1);
  });

  it('requires the terms when terms-required, on the checkbox', async () => {
    const { el, sandbox } = await setup(
      {},
      (adapter) => html`<svc-consumer-form .adapter=${adapter} terms-version="v3" terms-required></svc-consumer-form>`,
    );
    await fillValidConsumer(el);
    await clickSubmit(el);
    expect(message(el, 'lastTermsAccepted')).to.equal('Accept the terms and conditions to continue.');
    await waitUntil(() => el.shadowRoot!.activeElement === control(el, 'lastTermsAccepted'));
    expect(sandbox.requests).to.have.length(0);
    await tick(el, 'lastTermsAccepted');
    const success = oneEvent(el, 'svc-success');
    await clickSubmit(el);
    await success;
    expect(writes(sandbox)[0].body).to.have.property('lastTermsAccepted', 'v3');
  });

  it('shows the kit\'s terms sentence and link as the fallback of the terms slot', async () => {
    const { el } = await setup();
    expect(labelOf(el, 'lastTermsAccepted')).to.equal('I accept the terms and conditions (version 2025-01).');
    expect(root(el).querySelector<HTMLSlotElement>('slot[name="terms"]')!.assignedNodes()).to.have.length(0);
    expect(text(el, 'link')).to.equal('Read the terms and conditions (opens in a new tab)');
    expect(linkShown(el)).to.equal(true);
    expect(descriptionOf(el, 'lastTermsAccepted')).to.equal('Read the terms and conditions (opens in a new tab)');
  });

  it('shows a partner\'s own terms words instead, and still requires and sends the checkbox', async () => {
    const { el, sandbox } = await setup(
      {},
      (adapter) => html`<svc-consumer-form .adapter=${adapter} terms-version="v7" terms-url="https://partner.example/terms" terms-required>
        <span slot="terms"
          >I agree to the <a href="https://partner.example/cgu" @click=${(event: Event) => event.preventDefault()}>Neobank terms</a> and its
          privacy notice.</span
        >
      </svc-consumer-form>`,
    );
    await el.updateComplete;
    expect(labelOf(el, 'lastTermsAccepted')).to.equal('I agree to the Neobank terms and its privacy notice. *');
    // The partner's words carry their own links: the kit's link goes with its sentence, from the page and from the description.
    expect(linkShown(el)).to.equal(false);
    expect(descriptionOf(el, 'lastTermsAccepted')).not.to.contain('Read the terms');
    await expect(el).to.be.accessible();

    await fillValidConsumer(el);
    await clickSubmit(el);
    expect(message(el, 'lastTermsAccepted')).to.equal('Accept the terms and conditions to continue.');
    await waitUntil(() => el.shadowRoot!.activeElement === control(el, 'lastTermsAccepted'), 'the checkbox was not focused');
    expect(sandbox.requests).to.have.length(0);
    await expect(el).to.be.accessible();

    // The partner's words are the checkbox's label: pressing them ticks it, following their link does not.
    el.querySelector('a')!.click();
    await el.updateComplete;
    expect(control(el, 'lastTermsAccepted').checked).to.equal(false);
    el.querySelector<HTMLElement>('[slot="terms"]')!.click();
    await el.updateComplete;
    expect(control(el, 'lastTermsAccepted').checked).to.equal(true);
    const success = oneEvent(el, 'svc-success');
    await clickSubmit(el);
    await success;
    expect(writes(sandbox)[0].body).to.have.property('lastTermsAccepted', 'v7');
  });

  it('shows the kit\'s sentence and link again once the partner\'s words are taken out', async () => {
    const { el } = await setup(
      {},
      (adapter) => html`<svc-consumer-form .adapter=${adapter} terms-version="v7" terms-url="https://partner.example/terms">
        <span slot="terms">Our own terms.</span>
      </svc-consumer-form>`,
    );
    expect(linkShown(el)).to.equal(false);
    el.querySelector('[slot="terms"]')!.remove();
    await waitUntil(() => linkShown(el), 'the link did not come back');
    expect(descriptionOf(el, 'lastTermsAccepted')).to.equal('Read the terms and conditions (opens in a new tab)');
    expect(labelOf(el, 'lastTermsAccepted')).to.equal('I accept the terms and conditions (version v7).');
  });

  it('sends nothing when a svc-submit listener cancels', async () => {
    const { el, sandbox } = await setup();
    await fillValidConsumer(el);
    el.addEventListener('svc-submit', (event) => {
      expect(event.detail.operation).to.equal('createConsumer');
      expect(event.detail.body).to.deep.include({ firstName: 'Zoé' });
      event.preventDefault();
    });
    expect(await el.submit()).to.equal(undefined);
    await el.updateComplete;
    expect(sandbox.requests).to.have.length(0);
    expect(part(el, 'success')).to.equal(null);
  });

  it('passes metadata and the address verification choice, and reads and sets value', async () => {
    const { el, sandbox } = await setup(
      {},
      (adapter) => html`<svc-consumer-form .adapter=${adapter} bypass-address-verification .metadata=${{ source: 'web' }}></svc-consumer-form>`,
    );
    el.value = { phone: { countryCode: '33', number: '600000002' }, address: { city: 'Lille' } };
    await el.updateComplete;
    expect(control(el, 'address.city').value).to.equal('Lille');
    expect(el.value).to.deep.equal({
      phone: { countryCode: '33', number: '600000002' },
      address: { city: 'Lille', bypassVerification: true },
      metadata: { source: 'web' },
    });
    const sent = el.value;
    await el.submit();
    expect(writes(sandbox)[0].body).to.deep.equal(sent);
  });

  it('is accessible when invalid (after validate())', async () => {
    const { el } = await setup();
    const issues = el.validate();
    await el.updateComplete;
    expect(issues.map((issue) => issue.path)).to.have.members(['phone.countryCode', 'phone.number']);
    expect(message(el, 'phone.countryCode')).to.equal('This field is required.');
    await expect(el).to.be.accessible();
  });
});

describe('<svc-consumer-form anonymous>', () => {
  it("never asks the person the partner's name: without partner-name it sends none, for the partner's backend to put its own", async () => {
    const { el, sandbox } = await setup(
      { headers: anonymousHeaders },
      (adapter) => html`<svc-consumer-form .adapter=${adapter} anonymous></svc-consumer-form>`,
    );
    expect(root(el).querySelector('[name="partnerName"]')).to.equal(null);
    expect(root(el).textContent).to.not.contain('Partner name');
    await fillValidConsumer(el);
    await clickSubmit(el);
    await waitUntil(() => sandbox.requests.length === 1, 'nothing sent');
    expect(sandbox.requests[0]!.method).to.equal('POST');
    expect(sandbox.requests[0]!.body).to.deep.include({ firstName: 'Zoé' });
    expect(sandbox.requests[0]!.body).not.to.have.property('partnerName');
    // The embedded sandbox is the service itself: it refuses an anonymous creation without the name, which the form
    // tells the partner in the console and the person in words of its own, never the service's.
    await waitUntil(() => part(el, 'error'), 'the refusal is not said');
    expect(part(el, 'error')!.textContent).to.not.contain('partnerName is mandatory');
    await expect(el).to.be.accessible();
  });

  it('takes the partner name from partner-name, with no field', async () => {
    const { el, sandbox } = await setup(
      { headers: anonymousHeaders },
      (adapter) => html`<svc-consumer-form .adapter=${adapter} anonymous partner-name="Neobank"></svc-consumer-form>`,
    );
    expect(root(el).querySelector('[name="partnerName"]')).to.equal(null);
    await fillValidConsumer(el);
    const success = oneEvent(el, 'svc-success');
    await clickSubmit(el);
    await success;
    expect(writes(sandbox)[0].body).to.have.property('partnerName', 'Neobank');
  });

  it('does not send partner-name when not anonymous', async () => {
    const { el, sandbox } = await setup({}, (adapter) => html`<svc-consumer-form .adapter=${adapter} partner-name="Neobank"></svc-consumer-form>`);
    await fillValidConsumer(el);
    await el.submit();
    expect(writes(sandbox)[0].body).not.to.have.property('partnerName');
  });
});

describe('<svc-consumer-form mode="profile">', () => {
  const profile = (consumerId: string, extra = '') => (adapter: FetchAdapter) =>
    extra === 'terms'
      ? html`<svc-consumer-form .adapter=${adapter} mode="profile" consumer-id=${consumerId} terms-version="2025-01"></svc-consumer-form>`
      : html`<svc-consumer-form .adapter=${adapter} mode="profile" consumer-id=${consumerId}></svc-consumer-form>`;

  it('shows a loading state, then prefills the profile from the consumer record', async () => {
    const { el } = await setup({ latencyMs: 80 }, profile(alice));
    expect(text(el, 'loading')).to.equal('Loading the profile…');
    expect(part(el, 'loading')!.getAttribute('role')).to.equal('status');
    await loaded(el);
    expect(control(el, 'externalId').value).to.equal('crm-1001');
    expect(control<HTMLSelectElement>(el, 'occupation').value).to.equal('ENGINEER');
    expect(control<HTMLSelectElement>(el, 'sourceOfFunds').value).to.equal('COMPENSATION_PAYOUT');
    expect(control<HTMLSelectElement>(el, 'taxCountry').value).to.equal('FRA');
    const purposes = [...root(el).querySelectorAll<HTMLInputElement>('[name="accountPurposes"]:checked')].map((box) => box.value);
    expect(purposes).to.have.members(['PAY_BILLS', 'SAVINGS']);
    // Contact fields belong to the contact mode.
    expect(root(el).querySelector('[name="emailAddress"]')).to.equal(null);
    expect(root(el).querySelector('[name="financialInformationRequestDto.monthlyNetIncome"]')).not.to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('switches to the contact fields of the same consumer when mode changes, and sends there', async () => {
    const { el, sandbox } = await setup({}, profile(alice));
    await loaded(el);
    await choose(el, 'occupation', 'PROFESSOR');
    el.mode = 'contact';
    await el.updateComplete;
    expect(root(el).querySelector('[name="occupation"]')).to.equal(null);
    expect(control(el, 'emailAddress').value).to.equal('alice.martin@example.com');
    expect(text(el, 'submit-button')).to.equal('Save contact details');
    // The profile change was not carried over: the contact form starts unchanged.
    expect(el.value).to.deep.equal({});
    await type(el, 'address.city', 'Lyon');
    const success = oneEvent(el, 'svc-success') as Promise<SvcSuccessEvent>;
    await el.submit();
    expect((await success).detail.operation).to.equal('patchConsumerContact');
    expect(writes(sandbox).map((request) => [request.method, pathOf(request.url)])).to.deep.equal([['PATCH', `/consumers/${alice}/contact`]]);
  });

  it('sends only what changed, by PATCH on the consumer, then nothing more', async () => {
    const { el, sandbox } = await setup({}, profile(alice, 'terms'));
    await loaded(el);
    await choose(el, 'occupation', 'PROFESSOR');
    await type(el, 'financialInformationRequestDto.monthlyNetIncome', '4200');
    await tick(el, 'lastTermsAccepted');
    expect(el.value).to.deep.equal({ occupation: 'PROFESSOR', financialInformationRequestDto: { monthlyNetIncome: '4200' }, lastTermsAccepted: '2025-01' });
    const success = oneEvent(el, 'svc-success') as Promise<SvcSuccessEvent>;
    part(el, 'submit-button')!.focus();
    await clickSubmit(el);
    expect((await success).detail.operation).to.equal('patchConsumerProfile');
    const [request] = writes(sandbox);
    expect(request.method).to.equal('PATCH');
    expect(request.url).to.equal(`${SANDBOX_BASE_URL}/consumers/${alice}/profile`);
    expect(request.body).to.deep.equal({
      occupation: 'PROFESSOR',
      financialInformationRequestDto: { monthlyNetIncome: '4200' },
      lastTermsAccepted: '2025-01',
    });
    await waitUntil(() => part(el, 'success'), 'no success message');
    expect(text(el, 'title')).to.equal('The profile was saved.');
    // The panel above the fields takes the focus; the fields stay for the next change.
    await waitUntil(() => el.shadowRoot!.activeElement === part(el, 'success'), 'the success panel did not take the focus');
    expect(sandbox.data.consumers.get(alice)).to.include({ occupation: 'PROFESSOR', termsAccepted: true });
    // Accepted now: the checkbox stays checked and cannot be unticked.
    expect(control(el, 'lastTermsAccepted').checked).to.equal(true);
    expect(control(el, 'lastTermsAccepted').disabled).to.equal(true);
    // Saved: pressed again without a change, nothing is sent and the panel says what was done.
    part(el, 'submit-button')!.focus();
    await clickSubmit(el);
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'success'));
    expect(writes(sandbox)).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('judges only what is sent: an untouched field is not refused', async () => {
    const { el, sandbox } = await setup({}, profile(alice));
    await loaded(el);
    // The service may hold a value the form would refuse today; unchanged, it is not sent.
    sandbox.data.consumers.get(alice)!.externalId = 'x'.repeat(600);
    el.consumerId = bruno;
    await el.updateComplete;
    el.consumerId = alice;
    await loaded(el);
    await waitUntil(() => control(el, 'externalId').value.length === 600);
    expect(message(el, 'externalId')).to.equal(null);
    await choose(el, 'occupation', 'FARMER');
    await el.submit();
    expect(writes(sandbox)[0].body).to.deep.equal({ occupation: 'FARMER' });
  });

  it('shows a refusal that belongs to no field above the form (partner metadata as an end-user)', async () => {
    const { el } = await setup(
      { headers: endUserHeaders(alice) },
      (adapter) => html`<svc-consumer-form .adapter=${adapter} mode="profile" consumer-id=${alice} .partnerMetadata=${{ segment: 'gold' }}></svc-consumer-form>`,
    );
    await loaded(el);
    await type(el, 'externalId', 'crm-9');
    await el.submit();
    // The words for a refusal of a field the form does not show come on demand, with the first one.
    await waitUntil(() => text(el, 'error') === 'Only the partner may change partner metadata.', `the refusal is not said: ${text(el, 'error')}`);
    expect(control(el, 'externalId').value).to.equal('crm-9');
  });

  it('shows a failed load with a retry', async () => {
    const unknown = 'c0000000-0000-4000-8000-0000000000ff';
    const { el, sandbox } = await setup({}, profile(unknown));
    await waitUntil(() => part(el, 'error'), 'no load error');
    expect(text(el, 'error')).to.contain('The profile could not be loaded. Nothing was found with this identifier.');
    await expect(el).to.be.accessible();
    part(el, 'retry-button')!.click();
    await waitUntil(() => sandbox.requests.length === 2, 'no second load');
    await waitUntil(() => part(el, 'error'));
  });

  it("fetches the edit modes' code before the consumer, never for a creation; without it, says so with a retry and reads nothing", async () => {
    editGate.down = true;
    editGate.asked = 0;
    const created = await setup({}, (adapter) => html`<edit-gated-consumer-form .adapter=${adapter}></edit-gated-consumer-form>`);
    await fillValidConsumer(created.el);
    await created.el.submit();
    expect(editGate.asked, 'a creation fetched the edit modes').to.equal(0);

    const { el, sandbox } = await setup({}, (adapter) => html`<edit-gated-consumer-form .adapter=${adapter} mode="profile" consumer-id=${alice}></edit-gated-consumer-form>`);
    await waitUntil(() => part(el, 'error'), 'no load error');
    expect(editGate.asked).to.equal(1);
    expect(text(el, 'error')).to.contain('The profile could not be loaded.');
    expect(part(el, 'form'), 'a form without its starting values').to.equal(null);
    expect(sandbox.requests, 'the consumer read without the code that shows it').to.have.length(0);
    editGate.down = false;
    part(el, 'retry-button')!.click();
    await loaded(el);
    expect(editGate.asked).to.equal(2);
    expect(sandbox.requests.filter((request) => request.method === 'GET')).to.have.length(1);
    expect(control(el, 'externalId').value).to.equal('crm-1001');
    expect(part(el, 'error')).to.equal(null);
  });

  it('says so when consumer-id is missing or not an identifier, and sends nothing', async () => {
    const { el, sandbox } = await setup({}, (adapter) => html`<svc-consumer-form .adapter=${adapter} mode="profile"></svc-consumer-form>`);
    expect(text(el, 'error')).to.equal('No profile to edit: the consumer-id attribute is missing.');
    el.consumerId = 'not-an-id';
    await el.updateComplete;
    expect(text(el, 'error')).to.equal('No profile to edit: the consumer-id attribute is not a valid identifier.');
    expect(await el.submit()).to.equal(undefined);
    expect(sandbox.requests).to.have.length(0);
  });
});

describe('<svc-consumer-form mode="contact">', () => {
  const contact = (consumerId: string) => (adapter: FetchAdapter) =>
    html`<svc-consumer-form .adapter=${adapter} mode="contact" consumer-id=${consumerId}></svc-consumer-form>`;

  it('prefills the contact fields, waits for SCA inline, then asks for the email to be verified again', async () => {
    const { el, sandbox } = await setup({ approvalDelayMs: null, sca: { pollIntervalMs: 20 } }, contact(alice));
    await loaded(el);
    expect(control(el, 'emailAddress').value).to.equal('alice.martin@example.com');
    expect(control<HTMLSelectElement>(el, 'address.isoCountryCode').value).to.equal('FRA');
    expect(control(el, 'address.city').value).to.equal('Paris');
    await expect(el).to.be.accessible();

    const states: string[] = [];
    el.addEventListener('svc-sca', (event: SvcScaEvent) => states.push(event.detail.state));
    await type(el, 'emailAddress', 'alice.new@example.com');
    const done = el.submit();
    await waitUntil(() => part(el, 'sca'), 'no SCA panel');
    expect(part(el, 'sca')!.localName).to.equal('svc-sca-pending');
    expect(part(el, 'sca')!.hasAttribute('embedded')).to.equal(true);
    expect(part(el, 'submit-button')!.getAttribute('aria-disabled')).to.equal('true');
    expect(text(el, 'submit-button')).to.equal('Sending…');
    sandbox.approve();
    expect(await done).to.have.property('id', alice);
    await el.updateComplete;
    expect(states).to.include('approved');
    expect(part(el, 'sca')).to.equal(null);
    expect(text(el, 'success')).to.equal('The contact details were saved.');

    const patches = writes(sandbox).filter((request) => request.method === 'PATCH');
    expect(patches.at(-1)!.url).to.equal(`${SANDBOX_BASE_URL}/consumers/${alice}/contact`);
    expect(patches.at(-1)!.body).to.deep.equal({ emailAddress: 'alice.new@example.com' });
    expect(sandbox.data.consumers.get(alice)!.email).to.deep.equal({ address: 'alice.new@example.com', verified: false });

    // Only the email follows up.
    expect(part(el, 'follow-up-email')).not.to.equal(null);
    expect(part(el, 'follow-up-phone')).to.equal(null);
    expect(part(el, 'follow-up-address')).to.equal(null);
    expect(text(el, 'follow-up-email')).to.contain('The email address alice.new@example.com must be verified again.');
    // What follows takes the focus (it was nowhere: the test typed, then left the field).
    await waitUntil(() => el.shadowRoot!.activeElement?.id === 'follow-ups-title', 'focus did not move to the follow-ups');
    await expect(el).to.be.accessible();

    button(el, /Send verification email/)!.click();
    await waitUntil(() => text(el, 'follow-up-email')?.includes('A verification email was sent'), 'no confirmation');
    const sent = sandbox.requests.at(-1)!;
    expect([sent.method, pathOf(sent.url), sent.status]).to.deep.equal(['POST', `/consumers/${alice}/email-verification`, 204]);
  });

  it('after a phone change, sends a code and verifies it, with a wrong code shown on the code field', async () => {
    // Chloé has no account yet: her phone is hers to change.
    const { el, sandbox } = await setup({}, contact(chloe));
    await loaded(el);
    expect(control(el, 'phone.countryCode').value).to.equal('33');
    expect(control(el, 'phone.number').value).to.equal('755501234');
    await type(el, 'phone.number', '699887766');
    await type(el, 'address.city', 'Paris 1er');
    part(el, 'submit-button')!.focus();
    await clickSubmit(el);
    await waitUntil(() => part(el, 'panel'), 'no follow-ups');
    // Their styles came with them: the list is laid out as a grid, not as plain blocks.
    expect(getComputedStyle(part(el, 'panel')!).display).to.equal('grid');
    // The person who pressed the button is taken to what follows.
    await waitUntil(() => el.shadowRoot!.activeElement?.id === 'follow-ups-title', 'focus stayed on the button');
    expect(writes(sandbox)[0].body).to.deep.equal({ phone: { countryCode: '33', number: '699887766' }, address: { city: 'Paris 1er' } });
    expect(part(el, 'follow-up-email')).to.equal(null);
    expect(text(el, 'follow-up-address')).to.equal(
      'The new address will be checked by the service. Ask the consumer to confirm that it is correct and complete.',
    );
    expect(text(el, 'follow-up-phone')).to.contain('The phone number +33 699887766 must be verified with a code');

    button(el, /^\s*Send code\s*$/)!.click();
    await waitUntil(() => root(el).querySelector('[name="code"]'), 'no code field');
    expect(writes(sandbox)[1]).to.deep.include({ method: 'POST', body: {} });
    expect(pathOf(writes(sandbox)[1].url)).to.equal(`/consumers/${chloe}/phone-verification`);
    await waitUntil(() => el.shadowRoot!.activeElement === control(el, 'code'), 'the code field was not focused');
    await expect(el).to.be.accessible();

    await type(el, 'code', '000000');
    button(el, /^\s*Verify\s*$/)!.click();
    await waitUntil(() => message(el, 'code'), 'no message on the code field');
    expect(message(el, 'code')).to.equal('This code is not the one we sent. Check it and try again.');
    expect(control(el, 'code').getAttribute('aria-invalid')).to.equal('true');
    expect(sandbox.data.consumers.get(chloe)!.phone.verified).to.equal(false);

    await type(el, 'code', SANDBOX_PHONE_CODE);
    expect(message(el, 'code')).to.equal(null);
    control(el, 'code').form!.requestSubmit();
    await waitUntil(() => text(el, 'follow-up-phone')?.includes('is verified'), 'not verified');
    expect(text(el, 'follow-up-phone')).to.equal('The phone number +33 699887766 is verified.');
    expect(writes(sandbox).at(-1)!.body).to.deep.equal({ code: SANDBOX_PHONE_CODE });
    expect(sandbox.data.consumers.get(chloe)!.phone.verified).to.equal(true);
  });

  it('checks the code before sending it', async () => {
    const { el, sandbox } = await setup({}, contact(chloe));
    await loaded(el);
    await type(el, 'phone.number', '699887700');
    await el.submit();
    await el.updateComplete;
    button(el, /^\s*Send code\s*$/)!.click();
    await waitUntil(() => root(el).querySelector('[name="code"]'));
    const before = sandbox.requests.length;
    button(el, /^\s*Verify\s*$/)!.click();
    await el.updateComplete;
    expect(message(el, 'code')).to.equal('This field is required.');
    await waitUntil(() => el.shadowRoot!.activeElement === control(el, 'code'), 'the code field was not focused');
    await type(el, 'code', '12');
    button(el, /^\s*Verify\s*$/)!.click();
    await el.updateComplete;
    expect(message(el, 'code')).to.equal('Enter the code you received: 4 to 10 letters or digits.');
    expect(root(el).querySelector('[role="status"]')!.textContent).to.equal('Enter the code you received: 4 to 10 letters or digits.');
    expect(sandbox.requests).to.have.length(before);
  });

  it('says on its follow-up that sending the verification email failed, and sends it again on a second press', async () => {
    const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    let down = true;
    const flaky: FetchAdapter = {
      sandbox: true,
      request: (operation, input, options) =>
        down && operationName(operation) === 'sendConsumerVerificationEmail'
          ? Promise.reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation: operationName(operation) }))
          : adapter.request(operation, input, options),
    };
    const el = await fixture<SvcConsumerForm>(html`<svc-consumer-form .adapter=${flaky} mode="contact" consumer-id=${alice}></svc-consumer-form>`);
    await loaded(el);
    await type(el, 'emailAddress', 'alice.new@example.com');
    await el.submit();
    await waitUntil(() => part(el, 'follow-up-email'), 'no email follow-up');
    const errors: string[] = [];
    el.addEventListener('svc-error', (event: SvcErrorEvent) => errors.push(`${event.detail.operation} ${event.detail.error.code}`));

    part(el, 'send-email-button')!.click();
    await waitUntil(() => part(el, 'follow-up-email')!.querySelector('[part~="error"]'), 'no failure shown');
    const failure = part(el, 'follow-up-email')!.querySelector('[part~="error"]')!;
    expect(failure.getAttribute('role')).to.equal('alert');
    expect(failure.textContent).to.equal(el.shadowRoot!.querySelector('[role="status"]')!.textContent);
    expect(errors).to.deep.equal(['sendConsumerVerificationEmail NETWORK_ERROR']);
    expect((part(el, 'send-email-button') as HTMLButtonElement).disabled).to.equal(false);
    await expect(el).to.be.accessible();

    down = false;
    part(el, 'send-email-button')!.click();
    await waitUntil(() => text(el, 'follow-up-email')?.includes('A verification email was sent to alice.new@example.com.'), 'no confirmation');
    expect(part(el, 'follow-up-email')!.querySelector('[part~="error"]')).to.equal(null);
    expect(sandbox.requests.filter((request) => pathOf(request.url).endsWith('/email-verification'))).to.have.length(1);
  });

  it('shows a code the service did not accept on the code field', async () => {
    const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    // A backend may answer a wrong code with `{ verified: false }` rather than an error.
    const lenient: FetchAdapter = {
      sandbox: true,
      request: (operation, input, options) =>
        operationName(operation) === 'verifyConsumerPhone' && (input as { body?: { code?: string } }).body?.code
          ? Promise.resolve({ verified: false } as never)
          : adapter.request(operation, input, options),
    };
    const el = await fixture<SvcConsumerForm>(html`<svc-consumer-form .adapter=${lenient} mode="contact" consumer-id=${chloe}></svc-consumer-form>`);
    await loaded(el);
    await type(el, 'phone.number', '699887711');
    await el.submit();
    await waitUntil(() => part(el, 'send-code-button'), 'no phone follow-up');
    part(el, 'send-code-button')!.click();
    await waitUntil(() => root(el).querySelector('[name="code"]'), 'no code field');
    await type(el, 'code', '123456');
    part(el, 'verify-button')!.click();
    await waitUntil(() => message(el, 'code'), 'no message on the code field');
    expect(message(el, 'code')).to.equal('This code is not the one we sent. Check it and try again.');
    expect(text(el, 'follow-up-phone')).not.to.contain('is verified');
  });

  it('fetches what follows a contact change once it is edited, and says a failed fetch with Try again, the saved change kept', async () => {
    followUpsGate.down = true;
    followUpsGate.asked = 0;
    const { el, sandbox } = await setup({}, (adapter) => html`<gated-consumer-form .adapter=${adapter} mode="contact" consumer-id=${alice}></gated-consumer-form>`);
    await loaded(el);
    // Not with the page: the first edit asks for it.
    expect(followUpsGate.asked).to.equal(0);
    await type(el, 'emailAddress', 'alice.new@example.com');
    await waitUntil(() => followUpsGate.asked === 1, 'the follow-ups were not fetched on the first edit');
    part(el, 'submit-button')!.focus();
    await clickSubmit(el);
    // Saved, and said so; what follows could not be loaded (a second try, with the success): said, with Try again.
    await waitUntil(() => part(el, 'retry-button'), 'no Try again');
    expect(followUpsGate.asked).to.equal(2);
    expect(text(el, 'success')).to.equal('The contact details were saved.');
    expect(sandbox.data.consumers.get(alice)!.email.address).to.equal('alice.new@example.com');
    const failure = part(el, 'retry-button')!.closest('[part~="error"]')!;
    expect(failure.getAttribute('role')).to.equal('alert');
    expect(failure.textContent).to.contain('The next steps could not be loaded. The change was saved.');
    expect(control(el, 'emailAddress').value).to.equal('alice.new@example.com');
    expect(part(el, 'panel')).to.equal(null);
    await expect(el).to.be.accessible();

    followUpsGate.down = false;
    part(el, 'retry-button')!.click();
    await waitUntil(() => part(el, 'follow-up-email'), 'no email follow-up after Try again');
    expect(text(el, 'follow-up-email')).to.contain('The email address alice.new@example.com must be verified again.');
    expect(part(el, 'retry-button')).to.equal(null);
    await waitUntil(() => el.shadowRoot!.activeElement?.id === 'follow-ups-title', 'focus did not move to the follow-ups');
    expect(root(el).querySelector('[role="status"]')!.textContent).to.contain('must be verified again');
    expect(control(el, 'emailAddress').value).to.equal('alice.new@example.com');
  });

  it('lists nothing more once the consumer changes', async () => {
    const { el } = await setup({}, contact(alice));
    await loaded(el);
    await type(el, 'address.city', 'Lyon');
    await el.submit();
    await waitUntil(() => part(el, 'panel'), 'no follow-ups');
    el.consumerId = bruno;
    const email = () => root(el).querySelector<HTMLInputElement>('[name="emailAddress"]')?.value;
    await waitUntil(() => email() !== undefined && email() !== 'alice.martin@example.com', 'Bruno did not load');
    expect(part(el, 'panel')).to.equal(null);
  });

  it('refuses an unchanged form with a message, sending nothing', async () => {
    // Chloé's form has no other notice (her phone is hers to change).
    const { el, sandbox } = await setup({}, contact(chloe));
    await loaded(el);
    // Typing the same value again is no change either.
    await type(el, 'emailAddress', 'chloe.dubois@example.com');
    const refused = oneEvent(el, 'svc-error') as Promise<SvcErrorEvent>;
    await clickSubmit(el);
    const event = await refused;
    expect(event.detail.operation).to.equal('patchConsumerContact');
    expect(event.detail.error).to.include({ kind: 'validation', code: 'NOTHING_CHANGED' });
    await el.updateComplete;
    expect(text(el, 'notice')).to.equal('Nothing has changed yet: edit a field before saving.');
    expect(root(el).querySelector('[role="status"]')!.textContent).to.equal('Nothing has changed yet: edit a field before saving.');
    expect(writes(sandbox)).to.have.length(0);
    await type(el, 'address.city', 'Lyon');
    expect(part(el, 'notice')).to.equal(null);
  });

  it('shows a phone number already used on the phone field', async () => {
    const { el, sandbox } = await setup({}, contact(chloe));
    await loaded(el);
    await type(el, 'phone.number', '698765432'); // Bruno's
    await el.submit();
    await el.updateComplete;
    expect(message(el, 'phone.number')).to.equal('This phone number is already used by another consumer.');
    expect(control(el, 'phone.number').value).to.equal('698765432');
    expect(part(el, 'panel')).to.equal(null);
    expect(sandbox.data.consumers.get(chloe)!.phone.number).to.equal('755501234');
  });

  it("shows an account owner's number with the spec's notice instead of the phone fields, and never sends a phone for it", async () => {
    const { el, sandbox } = await setup({}, contact(alice));
    el.value = { phone: { countryCode: '33', number: '699000000' } };
    await loaded(el);
    expect(root(el).querySelector('[name="phone.number"]')).to.equal(null);
    expect(root(el).querySelector('[name="phone.countryCode"]')).to.equal(null);
    const notice = part(el, 'section-contact')!.querySelector('[part~="notice"]')!;
    expect(notice.textContent).to.equal('The phone number +33 612345678 belongs to an account owner: it can only be changed through the service operator.');
    expect(part(el, 'section-contact')!.querySelector('.section-hint')).to.equal(null);
    await expect(el).to.be.accessible();
    // A phone given through value is not sent: the email alone goes.
    expect(el.value).to.deep.equal({});
    await type(el, 'emailAddress', 'alice.other@example.com');
    await el.submit();
    expect(writes(sandbox).map((request) => request.body)).to.deep.equal([{ emailAddress: 'alice.other@example.com' }]);
    expect(sandbox.data.consumers.get(alice)!.phone).to.include({ number: '612345678', verified: true });

    // In French, the same notice.
    const fr = await setup({}, (adapter) => html`<svc-consumer-form .adapter=${adapter} locale="fr" mode="contact" consumer-id=${bruno}></svc-consumer-form>`);
    await loaded(fr.el);
    await waitUntil(() => part(fr.el, 'section-contact')!.querySelector('[part~="notice"]')?.textContent?.startsWith('Le numéro'), 'no French notice');
    expect(part(fr.el, 'section-contact')!.querySelector('[part~="notice"]')!.textContent).to.equal(
      'Le numéro +33 698765432 est celui du titulaire d’un compte : il ne peut être modifié que par l’opérateur du service.',
    );
  });

  it('says what follows a contact change in French on a French form, never in English', async () => {
    const { el } = await setup({}, (adapter) => html`<svc-consumer-form .adapter=${adapter} locale="fr" mode="contact" consumer-id=${bruno}></svc-consumer-form>`);
    await loaded(el);
    await type(el, 'emailAddress', 'bruno.new@example.com');
    await el.submit();
    await waitUntil(() => part(el, 'follow-up-email'), 'no email follow-up');
    // The follow-ups' words come with them, in the form's language, before they are shown.
    expect(text(el, 'follow-up-email')).to.contain('L’adresse e-mail bruno.new@example.com doit être vérifiée de nouveau.');
    expect(part(el, 'panel')!.textContent).to.contain('Prochaines étapes');
    expect(part(el, 'panel')!.textContent).not.to.contain('What happens next');
    expect(part(el, 'send-email-button')!.textContent!.trim()).to.equal('Envoyer l’e-mail de vérification');
  });

  it('applies values set through value as changes once loaded', async () => {
    const { el, sandbox } = await setup({}, contact(alice));
    el.value = { emailAddress: 'alice@partner.example' };
    await loaded(el);
    expect(control(el, 'emailAddress').value).to.equal('alice@partner.example');
    expect(el.value).to.deep.equal({ emailAddress: 'alice@partner.example' });
    await el.submit();
    expect(writes(sandbox)[0].body).to.deep.equal({ emailAddress: 'alice@partner.example' });
  });
});
