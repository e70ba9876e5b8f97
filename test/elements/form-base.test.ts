/** The shared form layer, through a small form of its own: createLedger. */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { MODULE_WAIT } from '../engines.js';
import { customElement } from 'lit/decorators.js';
import { SvcFormElement } from '../../src/elements/form/svc-form-element.js';
import { selectField, textField } from '../../src/elements/form/fields.js';
import { createLedgerBody } from '../../src/api/schemas/ledger.js';
import { createLedger } from '../../src/api/operations/ledgers.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import type { SvcErrorEvent, SvcSubmitEvent } from '../../src/elements/base/events.js';
import '../../src/elements/ledger-create/define.js';
import '../../src/elements/provider/define.js';
import { gatedPart, type OnDemandGate } from './on-demand-gate.js';
import type { OnDemandPart } from '../../src/elements/base/on-demand.js';
import { wordsHere } from './form-helpers.js';

@customElement('test-ledger-form')
class TestLedgerForm extends SvcFormElement<'createLedger'> {
  protected submitOperation() {
    return createLedger;
  }
  protected bodySchema() {
    return createLedgerBody;
  }
  protected requestFor(body: unknown) {
    return { body: body as never };
  }
  protected submitLabel() {
    return 'Open account';
  }
  protected successText() {
    return 'Account opened.';
  }
  protected override againLabel() {
    return 'Open another account';
  }
  protected renderFields() {
    return html`${textField(this.form, { path: 'endUserId', label: 'End user' })}
    ${textField(this.form, { path: 'friendlyName', label: 'Name', required: true })}
    ${selectField(this.form, {
      path: 'type',
      label: 'Type',
      required: true,
      placeholder: 'Choose…',
      choices: [{ value: 'EUR_FRANCE', label: 'EUR France' }],
    })}`;
  }
}

/** The same form, whose submit handling does not arrive while the gate is down (as when its chunk cannot be fetched). */
const submitHandlingGate: OnDemandGate = { down: true, asked: 0 };
customElements.define('handless-ledger-form', gatedPart(TestLedgerForm, 'submit handling', submitHandlingGate));

/** The same form, whose validation words arrive only once the test releases them, whether or not the page has them. */
const heldWords = (() => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { asked: 0, released, release };
})();
class HeldWordsForm extends TestLedgerForm {
  override async fetchOnDemand<M>(part: OnDemandPart, fetch: () => Promise<M | undefined>): Promise<M | undefined> {
    if (part !== 'validation words') return fetch();
    heldWords.asked++;
    await heldWords.released;
    return fetch();
  }
}
customElements.define('held-words-form', HeldWordsForm);

const input = (el: TestLedgerForm, path: string) => el.shadowRoot!.querySelector(`[name="${path}"]`) as HTMLInputElement;
const message = (el: TestLedgerForm, path: string) => el.shadowRoot!.querySelector(`[data-path="${path}"] [part="form-control-error"]`)?.textContent ?? null;

async function type(el: TestLedgerForm, path: string, text: string) {
  const field = input(el, path);
  field.focus();
  field.value = text;
  field.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

describe('shared form layer', () => {
  async function setup() {
    const { adapter, sandbox } = createSandboxAdapter();
    const el = await fixture<TestLedgerForm>(html`<test-ledger-form .adapter=${adapter}></test-ledger-form>`);
    await wordsHere(el);
    return { el, sandbox };
  }

  it('says an issue shown as it draws at once, in the words of the issue once they arrive', async () => {
    const { adapter } = createSandboxAdapter();
    const el = await fixture<HeldWordsForm>(html`<held-words-form .adapter=${adapter} .value=${{ endUserId: 'abc', friendlyName: 'Savings' }}></held-words-form>`);
    expect(el.validate().map((issue) => issue.path)).to.deep.equal(['endUserId', 'type']);
    await el.updateComplete;
    // Held: the catalog's plain words, so that each field still says something.
    expect(heldWords.asked).to.equal(1);
    expect(message(el, 'endUserId')).to.equal('This value is not valid.');
    expect(message(el, 'type')).to.equal('This field is required.');
    expect(el.validationMessage).to.equal('This value is not valid.');
    heldWords.release();
    await wordsHere(el);
    expect(message(el, 'endUserId')).to.equal('Enter an identifier (UUID).');
    expect(message(el, 'type')).to.equal('This field is required.');
    expect(el.validationMessage).to.equal('Enter an identifier (UUID).');
  });

  it('does not judge a field while the person types a first value, but once they leave it', async () => {
    const { el } = await setup();
    await type(el, 'endUserId', 'abc');
    expect(message(el, 'endUserId')).to.equal(null);
    input(el, 'endUserId').dispatchEvent(new Event('blur'));
    await el.updateComplete;
    expect(message(el, 'endUserId')).to.equal('Enter an identifier (UUID).');
    expect(input(el, 'endUserId').getAttribute('aria-invalid')).to.equal('true');
    const describedBy = input(el, 'endUserId').getAttribute('aria-describedby')!;
    expect(el.shadowRoot!.getElementById(describedBy)!.textContent).to.equal('Enter an identifier (UUID).');
  });

  it('on submit shows every issue, focuses the first invalid field, announces, emits svc-error and sends nothing', async () => {
    const { el, sandbox } = await setup();
    await type(el, 'endUserId', SEED.consumers.alice);
    setTimeout(() => el.submit());
    const event = (await oneEvent(el, 'svc-error')) as SvcErrorEvent;
    expect(event.detail.error.kind).to.equal('validation');
    expect(event.detail.error.issues.map((issue) => issue.path)).to.have.members(['type']);
    expect(message(el, 'type')).to.equal('This field is required.');
    expect(el.shadowRoot!.activeElement).to.equal(el.shadowRoot!.querySelector('[name="type"]'));
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.equal('1 field needs attention.');
    expect(sandbox.requests).to.have.length(0);
  });

  it('sends once for a double submit, with svc-submit before, and keeps the values after a server refusal on the field', async () => {
    const { el, sandbox } = await setup();
    await type(el, 'endUserId', SEED.consumers.alice);
    await type(el, 'friendlyName', 'Renovation fund');
    el.shadowRoot!.querySelector('select')!.value = 'EUR_FRANCE';
    el.shadowRoot!.querySelector('select')!.dispatchEvent(new Event('change'));
    const submits: SvcSubmitEvent[] = [];
    el.addEventListener('svc-submit', (event) => submits.push(event));
    const [first, second] = [el.submit(), el.submit()];
    expect(first).to.equal(second);
    expect(await first).to.have.property('id');
    expect(submits).to.have.length(1);
    expect(submits[0].detail.body).to.deep.include({ friendlyName: 'Renovation fund', type: 'EUR_FRANCE' });
    expect(sandbox.requests.filter((r) => r.operation === 'createLedger')).to.have.length(1);
    // Opened: a submit now sends nothing; Open another account offers the form again, as it started.
    expect(await el.submit()).to.equal(undefined);
    expect(sandbox.requests.filter((r) => r.operation === 'createLedger')).to.have.length(1);
    el.shadowRoot!.querySelector<HTMLElement>('[part~="again-button"]')!.click();
    await el.updateComplete;
    expect(input(el, 'friendlyName').value).to.equal('');
    // The same name again: refused by the service, shown on the field, values kept.
    await type(el, 'endUserId', SEED.consumers.alice);
    await type(el, 'friendlyName', 'Renovation fund');
    el.shadowRoot!.querySelector('select')!.value = 'EUR_FRANCE';
    el.shadowRoot!.querySelector('select')!.dispatchEvent(new Event('change'));
    await el.submit();
    await el.updateComplete;
    expect(message(el, 'friendlyName')).to.match(/already used/);
    expect(el.shadowRoot!.querySelector('[part="success"]')).to.equal(null);
    expect(input(el, 'friendlyName').value).to.equal('Renovation fund');
    expect(el.value).to.deep.include({ friendlyName: 'Renovation fund' });
    // Typing clears the service's verdict on that field.
    await type(el, 'friendlyName', 'Renovation fund 2');
    expect(message(el, 'friendlyName')).to.equal(null);
    expect(await el.submit()).to.have.property('id');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="success"] [part~="title"]')!.textContent).to.equal('Account opened.');
  });

  it("a submit whose handling cannot be fetched sends nothing, says so and keeps the values; the next submit sends", async () => {
    const { adapter, sandbox } = createSandboxAdapter();
    const el = await fixture<TestLedgerForm>(html`<handless-ledger-form .adapter=${adapter}></handless-ledger-form>`);
    await type(el, 'endUserId', SEED.consumers.alice);
    await type(el, 'friendlyName', 'Holiday fund');
    el.shadowRoot!.querySelector('select')!.value = 'EUR_FRANCE';
    el.shadowRoot!.querySelector('select')!.dispatchEvent(new Event('change'));
    expect(submitHandlingGate.asked, 'fetched as the person first moved into the form').to.equal(1);
    const errors: SvcErrorEvent[] = [];
    el.addEventListener('svc-error', (event) => errors.push(event));
    expect(await el.submit()).to.equal(undefined);
    expect(submitHandlingGate.asked, 'fetched again by the submit').to.equal(2);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="error"]')!.textContent).to.match(/could not be reached/);
    expect(errors.map((event) => event.detail.error.code)).to.deep.equal(['NETWORK_ERROR']);
    expect(sandbox.requests.filter((r) => r.operation === 'createLedger')).to.have.length(0);
    expect(input(el, 'friendlyName').value).to.equal('Holiday fund');
    submitHandlingGate.down = false;
    expect(await el.submit()).to.have.property('id');
    expect(sandbox.requests.filter((r) => r.operation === 'createLedger')).to.have.length(1);
    expect(submitHandlingGate.asked).to.equal(3);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="error"]')).to.equal(null);
  });

  it('a cancelled svc-submit sends nothing', async () => {
    const { el, sandbox } = await setup();
    el.value = { endUserId: SEED.consumers.alice, friendlyName: 'Travel', type: 'EUR_FRANCE' };
    el.addEventListener('svc-submit', (event) => event.preventDefault());
    expect(await el.submit()).to.equal(undefined);
    expect(sandbox.requests).to.have.length(0);
  });

  it('validate() returns the issues and shows them', async () => {
    const { el } = await setup();
    const issues = el.validate();
    await el.updateComplete;
    expect(issues.map((issue) => issue.path)).to.include('type');
    expect(message(el, 'type')).to.equal('This field is required.');
    await expect(el).to.be.accessible();
  });
});

describe('a refusal on a value no field shows', () => {
  it('says at form level, in words, what is missing (no field name), and in the console which path was refused', async () => {
    // `end-user` set, but the in-page sandbox is called as the partner: the service wants the endUserId the form does not show.
    const provider = await fixture(html`<svc-provider sandbox><svc-ledger-create end-user></svc-ledger-create></svc-provider>`);
    const el = provider.querySelector('svc-ledger-create') as SvcFormElement<'createLedger'> & { value: Record<string, unknown> };
    // The provider's sandbox arrives on demand: the form is ready once it has its adapter.
    await waitUntil(() => el.config?.adapter && el.shadowRoot!.querySelector('[name="friendlyName"]'), 'the form never showed', {
      timeout: MODULE_WAIT.timeout,
    });
    expect(el.shadowRoot!.querySelector('[name="endUserId"]')).to.equal(null);
    el.value = { type: 'EUR_FRANCE', friendlyName: 'Rainy day' };
    await el.updateComplete;
    const warned: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args.map(String).join(' '));
    try {
      expect(await el.submit()).to.equal(undefined);
      // Its words (unplaced.ts) arrive on demand with the first such refusal: said once they are here.
      await waitUntil(() => el.shadowRoot!.querySelector('[part~="error"]'), 'the refusal was never said', { timeout: MODULE_WAIT.timeout });
    } finally {
      console.warn = original;
    }
    const said = el.shadowRoot!.querySelector('[part~="error"]')!.textContent!.replace(/\s+/g, ' ').trim();
    expect(said).to.equal(
      'Something the service needs is missing: which customer this is for. This form does not ask for it; the page that shows the form has to provide it. Nothing was changed.',
    );
    expect(said).not.to.contain('endUserId');
    expect(said).not.to.contain('refused some of the values');
    expect(warned.filter((line) => line.startsWith('<svc-ledger-create>: the service refused endUserId'))).to.have.length(1);
    expect(warned.find((line) => line.startsWith('<svc-ledger-create>'))).to.contain('in createLedger, which this form does not show');
    await expect(el).to.be.accessible();
  });

  it('says it in the page’s language', async () => {
    const provider = await fixture(html`<svc-provider sandbox locale="de"><svc-ledger-create end-user></svc-ledger-create></svc-provider>`);
    const el = provider.querySelector('svc-ledger-create') as SvcFormElement<'createLedger'> & { value: Record<string, unknown> };
    // The provider's sandbox arrives on demand: the form is ready once it has its adapter.
    await waitUntil(() => el.config?.adapter && el.shadowRoot!.querySelector('[name="friendlyName"]'), 'the form never showed', {
      timeout: MODULE_WAIT.timeout,
    });
    el.value = { type: 'EUR_FRANCE', friendlyName: 'Regentage' };
    const original = console.warn;
    console.warn = () => undefined;
    try {
      await el.submit();
      await el.updateComplete;
    } finally {
      console.warn = original;
    }
    expect(el.shadowRoot!.querySelector('[part~="error"]')!.textContent).to.contain('Eine Angabe, die der Dienst braucht, fehlt: für welchen Kunden es ist.');
  });
});
