/** <svc-corporate-related-form>, driven like a person on the sandbox backend. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement } from './deep-focus.js';
import '../../src/elements/corporate-related-form/define.js';
import { SvcCorporateRelatedForm } from '../../src/elements/corporate-related-form/svc-corporate-related-form.js';
import { gatedPart, type OnDemandGate } from './on-demand-gate.js';
import { createSandboxAdapter, SEED, type Sandbox } from '../../src/sandbox/index.js';
import { loadPhoneRules } from '../../src/elements/form/phone-national.js';
import { choose, click, control, has, message, part, partText, press, requestsOf, root, submitSays, text, type } from './form-helpers.js';

const MERIDIAN = SEED.corporates.meridian;
const sent = (sandbox: Sandbox) => requestsOf(sandbox, 'declareCorporateRelated', 'createCorporateShare');

async function setup(attributes: { corporateId?: string; relatedId?: string; extendedUbos?: boolean; locale?: string; sandbox?: { adapter: never; sandbox: Sandbox } } = {}) {
  const { adapter, sandbox } = attributes.sandbox ?? createSandboxAdapter();
  const el = await fixture<SvcCorporateRelatedForm>(html`<svc-corporate-related-form
    .adapter=${adapter}
    corporate-id=${attributes.corporateId ?? MERIDIAN}
    .relatedId=${attributes.relatedId}
    ?extended-ubos=${attributes.extendedUbos ?? false}
    locale=${attributes.locale ?? 'en'}
  ></svc-corporate-related-form>`);
  await el.updateComplete;
  // A holder's share: its field comes with the shares' module, fetched at once.
  if (attributes.relatedId) await sharesDrawn(el);
  return { el, sandbox, adapter };
}

/** The shares' section, once its fields (fetched on demand) are drawn. */
const sharesDrawn = (el: SvcCorporateRelatedForm) => waitUntil(() => has(el, '[part~="section-share"]'), 'the shares’ fields were not drawn');

/** Ticks a box; ticking Shareholder brings the shares' fields, which the test waits for as a person would. */
async function tick(el: SvcCorporateRelatedForm, path: string) {
  await click(el, `input[name="${path}"]`);
  if (path === 'shareholder' && (control(el, path) as HTMLInputElement).checked) await sharesDrawn(el);
}

/** A director who is a person, with the fields the person typed. */
async function typeDirector(el: SvcCorporateRelatedForm) {
  await tick(el, 'isDirector');
  await type(el, 'directorAppointmentDate', '2024-05-01');
  await type(el, 'info.firstName', ' Ana ');
  await type(el, 'info.lastName', 'Lima');
}

/** A form whose shares' fields do not arrive while `down` (each fetch counted). */
const sharesGate: OnDemandGate = { down: false, asked: 0 };
customElements.define('gated-corporate-related-form', gatedPart(SvcCorporateRelatedForm, 'shares', sharesGate));

async function gatedSetup() {
  const { adapter, sandbox } = createSandboxAdapter();
  const el = await fixture<SvcCorporateRelatedForm>(html`<gated-corporate-related-form .adapter=${adapter} corporate-id=${MERIDIAN} locale="en"></gated-corporate-related-form>`);
  await el.updateComplete;
  return { el, sandbox };
}

// A phone number typed makes a submit wait for the phone rules (fetched once for the page): here before any test, as on a page that has them.
before(() => loadPhoneRules());

describe('<svc-corporate-related-form>', () => {
  it('declares a director and shareholder who is a person, with everything typed, and says to send a KYC link', async () => {
    const { el, sandbox } = await setup();
    await typeDirector(el);
    await tick(el, 'shareholder');
    await type(el, 'sharesInfo.0.percentage', '62.5');
    await choose(el, 'info.nationalityCode', 'PRT');
    await type(el, 'info.emailAddress', 'ana.lima@example.com');
    await type(el, 'info.phone.countryCode', '351');
    await type(el, 'info.phone.number', '912345678');
    await type(el, 'info.address.street', 'Rua Augusta');
    await type(el, 'info.address.city', 'Lisboa');
    await choose(el, 'info.address.isoCountryCode', 'PRT');
    await tick(el, 'info.isSpecialUbo');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="success"]'), 'no success shown');
    expect(sent(sandbox).map((request) => request.body)).to.deep.equal([
      {
        isDirector: true,
        directorAppointmentDate: '2024-05-01',
        sharesInfo: [{ percentage: 62.5 }],
        info: {
          firstName: 'Ana', lastName: 'Lima', nationalityCode: 'PRT', emailAddress: 'ana.lima@example.com', phone: { countryCode: '351', number: '912345678' },
          address: { street: 'Rua Augusta', city: 'Lisboa', isoCountryCode: 'PRT' }, isSpecialUbo: true,
        },
      },
    ]);
    expect(text(el, '[part~="success"] [part~="title"]')).to.equal('Ana Lima was declared. Send them a KYC link so that they can check their identity.');
    const declared = [...sandbox.data.corporateRelated.values()].find((related) => related.info.lastName === 'Lima')!;
    expect(declared).to.include({ corporateId: MERIDIAN, kycStatus: 'NOT_STARTED' });
  });

  it('asks the appointment date with the date control every form uses (the mandate’s): 1 March 2024 chosen is sent as 2024-03-01', async () => {
    const { el, sandbox } = await setup();
    await typeDirector(el);
    const input = control(el, 'directorAppointmentDate') as HTMLInputElement;
    expect(input.type).to.equal('date');
    expect(input.getAttribute('part')).to.equal('form-control-input');
    expect(input.getAttribute('inputmode'), 'no keyboard of digits for a text').to.equal(null);
    // What the browser's picker does when a day is chosen (a text field has no date to set: it would throw).
    input.valueAsDate = new Date(Date.UTC(2024, 2, 1));
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(input.value).to.equal('2024-03-01');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="success"]'), 'no success shown');
    const [body] = sent(sandbox).map((request) => request.body as Record<string, unknown>);
    expect(body!.directorAppointmentDate).to.equal('2024-03-01');
  });

  it('explains a UBO (25 %, or 10 % with extended-ubos) and the KYC link before anything is sent', async () => {
    const { el } = await setup();
    await tick(el, 'shareholder');
    expect(text(el, '[part~="section-share"] .section-hint')).to.contain('holding 25 % or more of the shares');
    expect(text(el, '[part~="section-person"] .section-hint')).to.equal('After adding a person, send them a KYC link: their identity check must be validated before the company’s KYB can pass.');
    el.extendedUbos = true;
    await el.updateComplete;
    expect(text(el, '[part~="section-share"] .section-hint')).to.contain('holding 10 % or more of the shares');
  });

  it('declares a company shareholder by its legal name, with no person fields sent', async () => {
    const { el, sandbox } = await setup();
    await tick(el, 'shareholder');
    await type(el, 'sharesInfo.0.percentage', '40');
    await choose(el, 'kind', 'COMPANY');
    expect(has(el, '[name="info.firstName"]')).to.equal(false);
    await type(el, 'info.legalName', 'Meridian Holding SAS');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="success"]'), 'no success shown');
    expect(sent(sandbox).map((request) => request.body)).to.deep.equal([{ isDirector: false, sharesInfo: [{ percentage: 40 }], info: { legalName: 'Meridian Holding SAS' } }]);
    expect(text(el, '[part~="success"] [part~="title"]')).to.equal('Meridian Holding SAS was declared.');
  });

  it('a role is required, a director needs an appointment date, a person a first and last name, a company its name: nothing sent', async () => {
    const { el, sandbox } = await setup();
    expect(await submitSays(el, 'isDirector', 'info.firstName', 'info.lastName')).to.deep.equal({ isDirector: 'Choose director, shareholder or both, or tick Designated UBO for a person who is neither.', 'info.firstName': 'This field is required.', 'info.lastName': 'This field is required.' });
    await typeDirector(el);
    await type(el, 'directorAppointmentDate', '');
    expect(await submitSays(el, 'directorAppointmentDate')).to.deep.equal({ directorAppointmentDate: 'A director needs the date of their appointment.' });
    await choose(el, 'kind', 'COMPANY');
    await type(el, 'directorAppointmentDate', '2024-05-01');
    expect(await submitSays(el, 'info.legalName')).to.deep.equal({ 'info.legalName': 'This field is required.' });
    expect(sent(sandbox)).to.have.length(0);
  });

  it('a designated (special) UBO who is neither director nor shareholder, a manager for instance, is declared as the spec names the case', async () => {
    const { el, sandbox } = await setup();
    await type(el, 'info.firstName', 'Marta');
    await type(el, 'info.lastName', 'Neves');
    await press(el, 'submit-button');
    expect(message(el, 'isDirector'), 'neither role nor special UBO: refused').to.equal('Choose director, shareholder or both, or tick Designated UBO for a person who is neither.');
    expect(sent(sandbox)).to.have.length(0);
    await tick(el, 'info.isSpecialUbo');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="success"]'), 'no success shown');
    expect(sent(sandbox).map((request) => request.body)).to.deep.equal([{ isDirector: false, sharesInfo: [], info: { firstName: 'Marta', lastName: 'Neves', isSpecialUbo: true } }]);
    expect(sent(sandbox)[0]!.status).to.equal(201);
  });

  describe('several shares, direct and indirect', () => {
    /** The legends of the share groups, in order. */
    const legends = (el: SvcCorporateRelatedForm) => [...root(el).querySelectorAll('[part~="row-share"] > legend')].map((legend) => legend.textContent!.trim());

    it('Add a share by keyboard: a second group appears, focus goes to its percentage; a direct and an indirect share are sent as typed', async () => {
      const { el, sandbox } = await setup();
      await typeDirector(el);
      await tick(el, 'shareholder');
      expect(legends(el)).to.deep.equal(['Share 1']);
      expect(has(el, '[part~="remove-share-button"]'), 'one share: nothing to remove').to.equal(false);
      await type(el, 'sharesInfo.0.percentage', '30');
      part(el, 'add-share-button')!.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(legends(el)).to.deep.equal(['Share 1', 'Share 2']);
      await waitUntil(() => deepActiveElement() === control(el, 'sharesInfo.1.percentage'), 'focus is not on the new share');
      await sendKeys({ type: '12.5' });
      await el.updateComplete;
      await click(el, 'input[name="sharesInfo.1.indirect"]');
      // Each group's fields are labelled, inside a group named by its number.
      const row = root(el).querySelector('[part~="row-share"][data-share="1"]')!;
      expect(row.querySelector('label[for]')!.textContent).to.contain('Share of the capital (%)');
      expect(row.textContent).to.contain('Held indirectly, through another company');
      await press(el, 'submit-button');
      await waitUntil(() => has(el, '[part~="success"]'), 'no success shown');
      const [request] = sent(sandbox);
      expect(request!.method).to.equal('POST');
      expect((request!.body as { sharesInfo: unknown }).sharesInfo).to.deep.equal([{ percentage: 30 }, { percentage: 12.5, type: 'INDIRECT' }]);
      await expect(el).to.be.accessible();
    });

    it('Remove share 2 of 3: the others move up, it is said, focus goes to Add a share, and what is sent matches what is shown', async () => {
      const { el, sandbox } = await setup();
      await typeDirector(el);
      await tick(el, 'shareholder');
      await type(el, 'sharesInfo.0.percentage', '10');
      await press(el, 'add-share-button');
      await type(el, 'sharesInfo.1.percentage', '20');
      await press(el, 'add-share-button');
      await type(el, 'sharesInfo.2.percentage', '5');
      await click(el, 'input[name="sharesInfo.2.indirect"]');
      expect(legends(el)).to.deep.equal(['Share 1', 'Share 2', 'Share 3']);
      const remove = root(el).querySelectorAll<HTMLButtonElement>('[part~="remove-share-button"]');
      expect([...remove].map((button) => button.textContent!.trim())).to.deep.equal(['Remove share 1', 'Remove share 2', 'Remove share 3']);
      remove[1]!.click();
      await el.updateComplete;
      expect(legends(el)).to.deep.equal(['Share 1', 'Share 2']);
      expect(control(el, 'sharesInfo.1.percentage').value).to.equal('5');
      expect((control(el, 'sharesInfo.1.indirect') as HTMLInputElement).checked).to.equal(true);
      await waitUntil(() => deepActiveElement() === part(el, 'add-share-button'), 'focus is not on Add a share');
      expect(root(el).textContent).to.contain('Share 2 was removed.');
      await press(el, 'submit-button');
      await waitUntil(() => has(el, '[part~="success"]'), 'no success shown');
      expect((sent(sandbox)[0]!.body as { sharesInfo: unknown }).sharesInfo).to.deep.equal([{ percentage: 10 }, { percentage: 5, type: 'INDIRECT' }]);
    });

    it('a value with several shares (one indirect, with a field of the partner’s own) is shown whole and sent whole, not cut to the first', async () => {
      const { el, sandbox } = await setup();
      const value = {
        isDirector: false,
        sharesInfo: [{ percentage: 20 }, { percentage: 7.5, type: 'INDIRECT', through: 'Meridian Holding SAS' }],
        info: { firstName: 'Rui', lastName: 'Costa' },
      };
      el.value = value;
      await sharesDrawn(el);
      expect(legends(el)).to.deep.equal(['Share 1', 'Share 2']);
      expect(control(el, 'sharesInfo.0.percentage').value).to.equal('20');
      expect(control(el, 'sharesInfo.1.percentage').value).to.equal('7.5');
      expect((control(el, 'sharesInfo.0.indirect') as HTMLInputElement).checked).to.equal(false);
      expect((control(el, 'sharesInfo.1.indirect') as HTMLInputElement).checked).to.equal(true);
      expect(el.value).to.deep.equal(value);
      await press(el, 'submit-button');
      await waitUntil(() => has(el, '[part~="success"]'), 'no success shown');
      expect(sent(sandbox).map((request) => request.body)).to.deep.equal([value]);
    });

    it('each share is judged on its own field (a blank one added, one past 100 %); two shares the same are said under the shares: nothing sent', async () => {
      const { el, sandbox } = await setup();
      await typeDirector(el);
      await tick(el, 'shareholder');
      await type(el, 'sharesInfo.0.percentage', '100.01');
      await press(el, 'add-share-button');
      expect(await submitSays(el, 'sharesInfo.0.percentage', 'sharesInfo.1.percentage')).to.deep.equal({ 'sharesInfo.0.percentage': 'Enter 100 or less.', 'sharesInfo.1.percentage': 'This field is required.' });
      expect(sent(sandbox)).to.have.length(0);
      await type(el, 'sharesInfo.0.percentage', '100');
      await type(el, 'sharesInfo.1.percentage', '-0.01');
      expect(await submitSays(el, 'sharesInfo.0.percentage', 'sharesInfo.1.percentage')).to.deep.equal({ 'sharesInfo.0.percentage': null, 'sharesInfo.1.percentage': 'Enter 0 or more.' });
      await type(el, 'sharesInfo.0.percentage', '15');
      await type(el, 'sharesInfo.1.percentage', '15');
      await press(el, 'submit-button');
      expect(partText(el, 'section-share')).to.contain('Two shares are the same: change one of them or remove it.');
      expect(sent(sandbox)).to.have.length(0);
      await click(el, 'input[name="sharesInfo.1.indirect"]');
      await press(el, 'submit-button');
      await waitUntil(() => has(el, '[part~="success"]'), 'no success shown');
      expect((sent(sandbox)[0]!.body as { sharesInfo: unknown }).sharesInfo).to.deep.equal([{ percentage: 15 }, { percentage: 15, type: 'INDIRECT' }]);
    });

    it('speaks German: the groups, the buttons', async () => {
      const { el } = await setup({ locale: 'de' });
      await tick(el, 'shareholder');
      await waitUntil(() => partText(el, 'add-share-button') === 'Anteil hinzufügen', 'not in German');
      await press(el, 'add-share-button');
      expect(legends(el)).to.deep.equal(['Anteil 1', 'Anteil 2']);
      expect(partText(el, 'remove-share-button')).to.equal('Anteil 1 entfernen');
    });
  });

  describe('the shares\' fields, fetched on demand', () => {
    beforeEach(() => Object.assign(sharesGate, { down: false, asked: 0 }));

    it('are fetched as the person comes to the role, before Shareholder is ticked; the page has none of them before', async () => {
      const { el } = await gatedSetup();
      expect(sharesGate.asked, 'not fetched with the page').to.equal(0);
      control(el, 'isDirector').focus();
      await el.updateComplete;
      expect(sharesGate.asked, 'fetched as the role is focused').to.equal(1);
      await click(el, 'input[name="shareholder"]');
      await sharesDrawn(el);
      expect(sharesGate.asked, 'fetched once').to.equal(1);
    });

    it('a failed fetch says so with Try again; what was typed stays, and Try again brings the fields with focus on the first', async () => {
      const { el, sandbox } = await gatedSetup();
      sharesGate.down = true;
      await typeDirector(el);
      control(el, 'shareholder').focus();
      await click(el, 'input[name="shareholder"]');
      await waitUntil(() => has(el, '[part~="retry-button"]'), 'the failure is not said');
      expect(partText(el, 'error')).to.contain('The shares’ fields could not be loaded.');
      expect(root(el).querySelector('[part~="retry-button"]')!.closest('[role="alert"]'), 'said as an alert').to.not.equal(null);
      expect(root(el).activeElement, 'focus stays on the box ticked').to.equal(control(el, 'shareholder'));
      await press(el, 'submit-button');
      await el.updateComplete;
      expect(sent(sandbox), 'nothing sent without the shares').to.have.length(0);
      sharesGate.down = false;
      root(el).querySelector<HTMLElement>('[part~="retry-button"]')!.focus();
      await press(el, 'retry-button');
      await waitUntil(() => has(el, '[name="sharesInfo.0.percentage"]') && deepActiveElement() === control(el, 'sharesInfo.0.percentage'), 'focus is not on the share');
      expect(control(el, 'info.firstName').value, 'the name typed stays').to.equal(' Ana ');
      await type(el, 'sharesInfo.0.percentage', '12.5');
      expect(el.value.sharesInfo).to.deep.equal([{ percentage: 12.5 }]);
      await press(el, 'submit-button');
      await waitUntil(() => sent(sandbox).length === 1, 'not sent');
      expect((sent(sandbox)[0]!.body as { sharesInfo: unknown }).sharesInfo).to.deep.equal([{ percentage: 12.5 }]);
    });

    it('a value holding a share fetches them at once; a submit waits for them and sends every share judged', async () => {
      const { el, sandbox } = await gatedSetup();
      sharesGate.down = true;
      el.value = { isDirector: false, sharesInfo: [{ percentage: 130 }], info: { firstName: 'Rui', lastName: 'Costa' } };
      await el.updateComplete;
      expect(sharesGate.asked, 'fetched for the value').to.equal(1);
      await waitUntil(() => has(el, '[part~="retry-button"]'), 'the failure is not said');
      sharesGate.down = false;
      await el.submit();
      await sharesDrawn(el);
      expect(message(el, 'sharesInfo.0.percentage'), 'the limit is checked').to.equal('Enter 100 or less.');
      expect(sent(sandbox)).to.have.length(0);
    });
  });

  describe('boundaries: names 1 to 255 characters, shares 0 to 100 %', () => {
    for (const path of ['info.firstName', 'info.lastName']) {
      it(`${path}: 255 characters are sent, 256 refused on the field with nothing sent`, async () => {
        const { el, sandbox } = await setup();
        await typeDirector(el);
        await type(el, path, 'x'.repeat(256));
        await press(el, 'submit-button');
        expect(message(el, path)).to.equal('Enter at most 255 characters.');
        expect(sent(sandbox)).to.have.length(0);
        await type(el, path, 'x'.repeat(255));
        await press(el, 'submit-button');
        await waitUntil(() => sent(sandbox).length === 1, 'nothing sent');
        expect((sent(sandbox)[0]!.body as { info: Record<string, string> }).info[path.slice(5)]).to.have.length(255);
      });
    }

    for (const [typed, accepted] of [['0', true], ['100', true], ['100.01', false], ['-0.01', false]] as const) {
      it(`a share of ${typed} % is ${accepted ? 'sent' : 'refused on its field, nothing sent'}`, async () => {
        const { el, sandbox } = await setup();
        await typeDirector(el);
        await tick(el, 'shareholder');
        await type(el, 'sharesInfo.0.percentage', typed);
        await press(el, 'submit-button');
        if (accepted) {
          await waitUntil(() => has(el, '[part~="success"]'), 'no success shown');
          expect((sent(sandbox)[0]!.body as { sharesInfo: unknown }).sharesInfo).to.deep.equal([{ percentage: Number(typed) }]);
        } else {
          expect(message(el, 'sharesInfo.0.percentage')).to.equal(typed.startsWith('-') ? 'Enter 0 or more.' : 'Enter 100 or less.');
          expect(sent(sandbox)).to.have.length(0);
        }
      });
    }
  });

  describe('a holder\'s share (related-id): Create corporate-related share (one per holder is the sandbox\'s rule)', () => {
    it('records the share of a director declared without one; a second share for the same holder is refused with nothing sent', async () => {
      const { adapter, sandbox } = createSandboxAdapter();
      const { id } = await adapter.request('declareCorporateRelated', { params: { corporateId: MERIDIAN }, body: { isDirector: true, sharesInfo: [], info: { firstName: 'Ana', lastName: 'Lima' } } }) as { id: string };
      const first = await setup({ relatedId: id, sandbox: { adapter: adapter as never, sandbox } });
      expect(has(first.el, '[name="info.firstName"]')).to.equal(false);
      await type(first.el, 'percentage', '30');
      await press(first.el, 'submit-button');
      await waitUntil(() => has(first.el, '[part~="success"]'), 'no success shown');
      expect(text(first.el, '[part~="success"] [part~="title"]')).to.equal('The share of 30 % was recorded.');
      expect(requestsOf(sandbox, 'createCorporateShare').map((request) => request.body)).to.deep.equal([{ corporateRelatedId: id, percentage: 30 }]);

      // One share per holder is the sandbox's rule, not the form's: the form sends, the sandbox refuses, said as its rule.
      const second = await setup({ relatedId: id, sandbox: { adapter: adapter as never, sandbox } });
      await type(second.el, 'percentage', '10');
      await press(second.el, 'submit-button');
      await waitUntil(() => has(second.el, '[part~="error"]'), 'no refusal shown');
      expect(partText(second.el, 'error')).to.contain('Refused by the sandbox, which records one share per holder (a rule of its own, not the spec’s)');
      expect(requestsOf(sandbox, 'createCorporateShare')).to.have.length(2);
    });

    it('a holder declared with a share through the form: a second share is sent, the sandbox’s one-share rule refuses it', async () => {
      const { el, sandbox, adapter } = await setup();
      await typeDirector(el);
      await tick(el, 'shareholder');
      await type(el, 'sharesInfo.0.percentage', '50');
      const result = await el.submit();
      const id = (result as { id: string }).id;
      const share = await setup({ relatedId: id, sandbox: { adapter: adapter as never, sandbox } });
      await type(share.el, 'percentage', '5');
      await press(share.el, 'submit-button');
      await waitUntil(() => has(share.el, '[part~="error"]'), 'no refusal shown');
      expect(has(share.el, '[part~="notice"]'), 'the form refused on its own').to.equal(false);
      expect(requestsOf(sandbox, 'createCorporateShare')).to.have.length(1);
    });

    it('a share the service refuses (a seeded holder already holding one) says so in words and keeps the value', async () => {
      const { el, sandbox } = await setup({ relatedId: SEED.related.nordwindUbo });
      await type(el, 'percentage', '1');
      await press(el, 'submit-button');
      await waitUntil(() => has(el, '[part~="error"]'), 'no error shown');
      expect(partText(el, 'error')).to.contain('records one share per holder');
      expect(control(el, 'percentage').value).to.equal('1');
      expect(requestsOf(sandbox, 'createCorporateShare')).to.have.length(1);
    });

    for (const [typed, accepted] of [['0', true], ['100', true], ['100.01', false], ['-0.01', false]] as const) {
      it(`a recorded share of ${typed} % is ${accepted ? 'sent' : 'refused, nothing sent'}`, async () => {
        const { adapter, sandbox } = createSandboxAdapter();
        const { id } = await adapter.request('declareCorporateRelated', { params: { corporateId: MERIDIAN }, body: { isDirector: true, sharesInfo: [], info: { firstName: 'Ana', lastName: 'Lima' } } }) as { id: string };
        const { el } = await setup({ relatedId: id, sandbox: { adapter: adapter as never, sandbox } });
        await type(el, 'percentage', typed);
        await press(el, 'submit-button');
        if (accepted) await waitUntil(() => requestsOf(sandbox, 'createCorporateShare').length === 1, 'nothing sent');
        else {
          expect(message(el, 'percentage')).to.not.equal(null);
          expect(requestsOf(sandbox, 'createCorporateShare')).to.have.length(0);
        }
      });
    }
  });

  it('shares past 100 % for the company: the service refuses, said in words above the form', async () => {
    const { el, sandbox } = await setup({ corporateId: SEED.corporates.nordwind });
    await typeDirector(el);
    await tick(el, 'shareholder');
    await type(el, 'sharesInfo.0.percentage', '1');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="error"]'), 'no error shown');
    expect(partText(el, 'error')).to.contain('keeps a company’s declared shares within 100 % in total (a rule of its own, not the spec’s)');
    expect(sandbox.data.corporateRelated.size).to.equal(4);
  });

  it('without a valid corporate-id it says so and sends nothing', async () => {
    const { el, sandbox } = await setup({ corporateId: 'not-an-id' });
    expect(partText(el, 'error')).to.contain('corporate-id');
    await typeDirector(el);
    await press(el, 'submit-button');
    expect(sent(sandbox)).to.have.length(0);
  });

  it('has no axe violations: empty, with every problem shown, a company, a holder\'s share', async () => {
    const { el } = await setup();
    await tick(el, 'shareholder');
    await expect(el).to.be.accessible();
    await press(el, 'submit-button');
    await expect(el).to.be.accessible();
    await choose(el, 'kind', 'COMPANY');
    await expect(el).to.be.accessible();
    const share = await setup({ relatedId: SEED.related.atelierDirector });
    await expect(share.el).to.be.accessible();
  });

  it('speaks French', async () => {
    const { el } = await setup({ locale: 'fr' });
    await waitUntil(() => text(el, '[part~="submit-button"]') === 'Déclarer', 'not in French');
    expect(text(el, '[part~="section-person"] legend')).to.equal('La personne');
  });
});
