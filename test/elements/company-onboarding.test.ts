/**
 * <svc-company-onboarding>: the journey contract (test/elements/contract/), then a person walking a
 * company's KYB on the sandbox backend in a real browser: the steps chosen, run in the service's
 * order and passed over when done; resumed from the partner's record (never the browser's storage);
 * the people declared (a director, a special UBO, a shareholder through another company), each
 * director's and UBO's KYC link asked for (`svc-kyc-link`, ids and roles only); the KYB request once
 * its prerequisites hold and its outcome in words; Back that keeps what was typed; every lifecycle
 * event, and no personal data in any of their details; a session that expires mid-step.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/company-onboarding/define.js';
import '../../src/elements/provider/define.js';
import { waitUntil } from '../wait.js';
import { journeyContract } from './contract/journey-contract.js';
import { SvcCompanyOnboarding } from '../../src/elements/company-onboarding/svc-company-onboarding.js';
import type { OnDemandPart } from '../../src/elements/base/on-demand.js';
import type { SvcKycLinkEvent } from '../../src/elements/company-onboarding/events.js';
import type { SvcStepChangeEvent } from '../../src/elements/journey/events.js';
import type { SvcProvider } from '../../src/elements/provider/svc-provider.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { SEED, createSandboxAdapter, type Sandbox } from '../../src/sandbox/index.js';
import { errors } from '../../src/i18n/errors/en.js';
import { expiringBackend, listenForExpiry } from './expiring-backend.js';
import { choose, click, control, part as formPart, press, type, type FormElement } from './form-helpers.js';

const MERIDIAN = SEED.corporates.meridian;
const DIRECTOR = { id: 'e1000000-0000-4000-8000-0000000000a1', name: 'Ana Lima', director: true };
const UBO = { id: 'e1000000-0000-4000-8000-0000000000a2', name: 'Rui Costa', shareholder: true, ubo: true };
const VALIDATED_DIRECTOR = { ...DIRECTOR, kycStatus: 'VALIDATED' };
const VALIDATED_UBO = { ...UBO, kycStatus: 'VALIDATED' };

journeyContract({
  tag: 'svc-company-onboarding',
  steps: ['company', 'people', 'kyc'],
  attributes: { 'corporate-id': MERIDIAN },
  // Declared, their links not asked for yet: the journey resumes at the links.
  resume: { attribute: 'record', id: JSON.stringify({ detailsConfirmed: true, people: [DIRECTOR, UBO] }), step: 'kyc', passedOver: ['company', 'people'] },
});

type Journey = SvcCompanyOnboarding;

/** A journey whose fetches of its later module (and steps) take the answers the test gives, in turn; then they go through. */
class GatedJourney extends SvcCompanyOnboarding {
  /** In turn, each fetch's answer: a promise the test settles, or `through` (the fetch itself). */
  static answers: (Promise<undefined> | 'through')[] = [];
  /** At each fetch, whether the people's form had drawn. */
  static formShown: boolean[] = [];
  override fetchOnDemand<M>(part: OnDemandPart, fetch: () => Promise<M | undefined>): Promise<M | undefined> {
    GatedJourney.formShown.push(Boolean(this.shadowRoot?.querySelector('svc-corporate-related-form')?.shadowRoot?.querySelector('form')));
    const answer = part === 'journey step' ? GatedJourney.answers.shift() : undefined;
    return answer === undefined || answer === 'through' ? fetch() : answer;
  }
}
customElements.define('gated-company-onboarding', GatedJourney);
type Lifecycle = CustomEvent;

const read = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const root = (el: Journey) => el.shadowRoot!;
const part = (el: Journey, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const section = (el: Journey, step: string) => root(el).querySelector<HTMLElement>(`section[data-step="${step}"]`);
const inSection = <T extends HTMLElement = HTMLElement>(el: Journey, step: string, selector: string) => section(el, step)?.querySelector<T>(selector) ?? null;
const relatedForm = (el: Journey) => inSection<FormElement>(el, 'people', 'svc-corporate-related-form')!;

interface Setup {
  tag?: 'svc-company-onboarding' | 'gated-company-onboarding';
  steps?: string;
  record?: unknown;
  kybStatus?: string;
  locale?: string;
  corporateId?: string;
  company?: Record<string, string>;
}

async function setup(given: Setup = {}, backend?: { adapter: FetchAdapter; sandbox: Sandbox }) {
  const { adapter, sandbox } = backend ?? createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
  const events: Lifecycle[] = [];
  const links: SvcKycLinkEvent[] = [];
  const holder = await fixture<HTMLDivElement>(html`<div></div>`);
  // Listeners before the element connects: the first step's event is fired as it starts.
  for (const name of ['svc-step-change', 'svc-journey-complete', 'svc-journey-exit']) holder.addEventListener(name, (event) => events.push(event as Lifecycle));
  holder.addEventListener('svc-kyc-link', (event) => links.push(event));
  const el = document.createElement(given.tag ?? 'svc-company-onboarding') as Journey;
  el.adapter = adapter;
  el.locale = given.locale ?? 'en';
  el.setAttribute('corporate-id', given.corporateId ?? MERIDIAN);
  if (given.steps !== undefined) el.setAttribute('steps', given.steps);
  if (given.record !== undefined) el.record = given.record as Journey['record'];
  if (given.kybStatus !== undefined) el.kybStatus = given.kybStatus;
  el.company = given.company ?? { legalName: 'Meridian Studio SARL', registrationNumber: '912 345 678', isoCountryCode: 'FRA', address: '12 rue des Lilas, 69003 Lyon' };
  holder.append(el);
  await el.updateComplete;
  return { el, sandbox, adapter, events, links, holder };
}

/** A wait that may include fetching a chunk for the first time on a loaded machine. */
const SLOW = 20_000;
const ELEMENTS: Record<string, string> = { people: 'svc-corporate-related-form', documents: 'svc-document-upload', kyb: 'svc-kyb-request' };
const opened = (el: Journey, step: string) =>
  waitUntil(
    () => {
      const open = section(el, step);
      // The progress arrives once the first step has drawn.
      if (!open || open.hidden || !part(el, 'progress')) return false;
      const tag = ELEMENTS[step];
      return tag === undefined ? open.querySelector(':scope > :not(h2, p)') : open.querySelector(tag)?.shadowRoot?.querySelector('form, [part~="base"]');
    },
    `the ${step} step did not open`,
    { timeout: SLOW },
  );
const changes = (events: Lifecycle[]) => events.filter((event): event is SvcStepChangeEvent => event.type === 'svc-step-change').map((event) => event.detail);
const current = (el: Journey) => root(el).querySelector('[aria-current="step"]')?.getAttribute('data-step');

/** Declares a director who is a person, as a person types it. */
async function declareDirector(form: FormElement, first: string, last: string) {
  await click(form, 'input[name="isDirector"]');
  await type(form, 'directorAppointmentDate', '2023-09-01');
  await type(form, 'info.firstName', first);
  await type(form, 'info.lastName', last);
  await press(form, 'submit-button');
  await waitUntil(() => formPart(form, 'again-button'), 'the director was not declared');
}

describe('<svc-company-onboarding>', () => {
  // First in the file after the contract, which opens no element step: no step element has been fetched yet.
  it('fetches a step\'s element only when the step opens, and shows the company\'s details as given', async () => {
    const { el, events } = await setup({ steps: 'company people documents kyb' });
    await opened(el, 'company');
    expect(customElements.get('svc-corporate-related-form')).to.equal(undefined);
    expect(customElements.get('svc-document-upload')).to.equal(undefined);
    expect(customElements.get('svc-kyb-request')).to.equal(undefined);
    expect([...root(el).querySelectorAll('dt')].map(read)).to.deep.equal(['Legal name', 'Registration number', 'Country', 'Registered address']);
    expect([...root(el).querySelectorAll('dd')].map(read)).to.deep.equal(['Meridian Studio SARL', '912 345 678', 'France', '12 rue des Lilas, 69003 Lyon']);
    expect(read(part(el, 'progress-position'))).to.equal('Step 1 of 4');
    await expect(el).to.be.accessible();

    part(el, 'confirm-button')!.click();
    await opened(el, 'people');
    expect(changes(events)).to.deep.equal([
      { from: null, to: 'company', reason: 'start', passedOver: [] },
      { from: 'company', to: 'people', reason: 'done', passedOver: [] },
    ]);
    expect(root(el).activeElement?.textContent).to.equal('Directors and owners');
    expect(read(root(el).querySelector('[role="status"]'))).to.equal('Step 2 of 4: Directors and owners');
    expect(customElements.get('svc-corporate-related-form')).to.not.equal(undefined);
    expect(customElements.get('svc-document-upload')).to.equal(undefined);
    expect(customElements.get('svc-kyb-request')).to.equal(undefined);
  });

  it('walks the KYB: people with a special UBO and an indirect share, KYC links, documents, the request, the outcome; no event carries personal data', async () => {
    const { el, sandbox, events, links } = await setup({ steps: 'people kyc kyb' });
    const taken: string[] = [];
    el.addEventListener('svc-kyc-link', (event) => {
      event.preventDefault();
      taken.push(event.detail.relatedId);
    });
    await opened(el, 'people');
    // The lists come under the form with the steps' module, a moment after the form.
    await waitUntil(() => part(el, 'empty'), 'no lists under the form');
    expect(read(part(el, 'empty'))).to.equal('Nobody has been declared yet.');
    expect([...inSection(el, 'people', '[part~="section-missing"]')!.querySelectorAll('li')].map(read)).to.deep.equal([
      'at least one director;',
      'every UBO: each person holding 25 % or more of the shares, or a designated (special) UBO when nobody does.',
    ]);
    const form = relatedForm(el);
    await declareDirector(form, 'Léa', 'Fontaine');
    // No Continue yet: the KYB needs a UBO too.
    expect(part(el, 'continue-button')).to.equal(null);

    // A shareholder through another company, below the threshold: declared, no UBO.
    await press(form, 'again-button');
    await click(form, 'input[name="shareholder"]');
    // The shares section comes on demand with the role that needs it.
    await waitUntil(() => form.shadowRoot!.querySelector('[name="sharesInfo.0.percentage"]'), 'the shares section did not come');
    await type(form, 'sharesInfo.0.percentage', '20');
    await click(form, 'input[name="sharesInfo.0.indirect"]');
    await type(form, 'info.firstName', 'Hugo');
    await type(form, 'info.lastName', 'Marchand');
    await press(form, 'submit-button');
    await waitUntil(() => root(el).querySelectorAll('[part~="row"]').length === 2, 'the shareholder was not listed');
    expect(part(el, 'continue-button')).to.equal(null);

    // Nobody holds 25 %: a manager designated special UBO, neither director nor shareholder.
    await press(form, 'again-button');
    await type(form, 'info.firstName', 'Inès');
    await type(form, 'info.lastName', 'Garnier');
    await click(form, 'input[name="info.isSpecialUbo"]');
    await press(form, 'submit-button');
    await waitUntil(() => part(el, 'continue-button'), 'no Continue once a director and a UBO are declared');
    expect([...root(el).querySelectorAll('[part~="row"]')].map(read)).to.deep.equal(['Léa Fontaine: director', 'Hugo Marchand: shareholder', 'Inès Garnier: UBO']);
    expect(inSection(el, 'people', '[part~="section-missing"]')).to.equal(null);
    const sent = sandbox.requests.filter((request) => request.operation === 'declareCorporateRelated');
    expect(sent.map((request) => request.body)).to.deep.equal([
      { isDirector: true, directorAppointmentDate: '2023-09-01', sharesInfo: [], info: { firstName: 'Léa', lastName: 'Fontaine' } },
      { isDirector: false, sharesInfo: [{ percentage: 20, type: 'INDIRECT' }], info: { firstName: 'Hugo', lastName: 'Marchand' } },
      { isDirector: false, sharesInfo: [], info: { firstName: 'Inès', lastName: 'Garnier', isSpecialUbo: true } },
    ]);
    const ids = [...sandbox.data.corporateRelated.values()].filter((related) => related.corporateId === MERIDIAN).map((related) => related.id);

    part(el, 'continue-button')!.click();
    await opened(el, 'kyc');
    // The director and the UBO need a check; the shareholder below the threshold does not.
    const rows = [...root(el).querySelectorAll<HTMLElement>('section[data-step="kyc"] [part~="row"]')];
    expect(rows.map((row) => read(row.querySelector('.who')))).to.deep.equal(['Léa Fontaine', 'Inès Garnier']);
    expect(read(rows[0].querySelector('[part~="status"]'))).to.equal('Identity check: not started');
    rows[0].querySelector<HTMLElement>('[part~="link-button"]')!.click();
    await el.updateComplete;
    expect(links.map((event) => event.detail)).to.deep.equal([{ corporateId: MERIDIAN, relatedId: ids[0], roles: ['director'], again: false }]);
    expect(read(rows[0].querySelector('[part~="success"]'))).to.equal('The link is on its way.');
    expect(read(rows[0].querySelector('[part~="link-button"]'))).to.equal('Send the link to Léa Fontaine again');
    expect(part(el, 'continue-button')).to.equal(null);
    rows[1].querySelector<HTMLElement>('[part~="link-button"]')!.click();
    await el.updateComplete;
    expect(links.at(-1)!.detail).to.deep.equal({ corporateId: MERIDIAN, relatedId: ids[2], roles: ['ubo'], again: false });
    expect(taken).to.deep.equal([ids[0], ids[2]]);

    part(el, 'continue-button')!.click();
    await waitUntil(() => !section(el, 'kyb')?.hidden && inSection(el, 'kyb', '[part~="notice"]'), 'the kyb step did not open', { timeout: SLOW });
    // Not before every check is validated: the request waits, and says for whom.
    expect(read(inSection(el, 'kyb', '[part~="notice"]'))).to.contain('once every director and every UBO has a validated identity check');
    expect([...section(el, 'kyb')!.querySelectorAll('[part~="row"]')].map(read)).to.deep.equal(['Léa Fontaine: not started', 'Inès Garnier: not started']);
    expect(section(el, 'kyb')!.querySelector('svc-kyb-request')).to.equal(null);

    // The people checked their identity; the partner learns it and passes it in.
    for (const id of [ids[0], ids[2]]) sandbox.advanceRelatedKyc(id, 'VALIDATED');
    el.record = {
      people: [
        { id: ids[0], name: 'Léa Fontaine', director: true, kycStatus: 'VALIDATED', kycLinkSent: true },
        { id: ids[1], name: 'Hugo Marchand', shareholder: true },
        { id: ids[2], name: 'Inès Garnier', ubo: true, kycStatus: 'VALIDATED', kycLinkSent: true },
      ],
    };
    await opened(el, 'kyb');
    const kyb = inSection(el, 'kyb', 'svc-kyb-request')!;
    kyb.shadowRoot!.querySelector<HTMLElement>('[part~="submit-button"]')!.click();
    await waitUntil(() => sandbox.requests.some((request) => request.operation === 'requestKybVerification' && request.status === 204), 'no KYB request');
    await waitUntil(() => kyb.shadowRoot!.querySelector('[part~="success"]'), 'the request was not said sent');

    // The outcome, as the service set it and the partner passes it in: 80 % of the shares are not declared.
    const decided = sandbox.data.corporates.get(MERIDIAN)!;
    expect(decided.kybStatus).to.equal('NEED_ADDITIONAL_INFORMATION');
    el.kybStatus = decided.kybStatus;
    el.kybStatusReason = decided.kybStatusReason;
    await waitUntil(() => kyb.shadowRoot!.querySelector('[part~="section-outcome"]'), 'no outcome shown');
    expect(read(kyb.shadowRoot!.querySelector('[part~="badge"]'))).to.equal('More information needed');
    expect(read(kyb.shadowRoot!.querySelector('[part~="notice"]'))).to.contain('80 % of the shares are not declared');
    expect(current(el)).to.equal('kyb');
    expect(part(el, 'summary')).to.equal(null);
    expect(events.some((event) => event.type === 'svc-journey-complete')).to.equal(false);

    // Every detail, against every value the person typed.
    const typed = ['Léa', 'Fontaine', 'Hugo', 'Marchand', 'Inès', 'Garnier', '2023-09-01'];
    expect(events.map((event) => event.type)).to.deep.equal(['svc-step-change', 'svc-step-change', 'svc-step-change']);
    for (const event of [...events, ...links]) {
      const detail = JSON.stringify(event.detail);
      for (const value of typed) expect(detail, `${event.type} carries ${value}`).to.not.contain(value);
    }
    expect(Object.keys(localStorage).concat(Object.keys(sessionStorage))).to.deep.equal([]);
  });

  it('resumes from the partner\'s record, passing over the steps it marks done, and keeps nothing in storage', async () => {
    const record = { detailsConfirmed: true, people: [{ ...VALIDATED_DIRECTOR, kycLinkSent: true }, { ...VALIDATED_UBO, kycLinkSent: true }], documents: ['COMPANY_REGISTRY_EXTRACT'] };
    const { el, events } = await setup({ record });
    await opened(el, 'kyb');
    expect(changes(events)).to.deep.equal([{ from: null, to: 'kyb', reason: 'resume', passedOver: ['company', 'people', 'kyc', 'documents'] }]);
    expect(current(el)).to.equal('kyb');
    expect(root(el).querySelectorAll('section[data-step]')).to.have.length(1);
    // A resume moves nobody's focus.
    expect(root(el).activeElement).to.equal(null);
    expect(Object.keys(localStorage).concat(Object.keys(sessionStorage))).to.deep.equal([]);

    // Back to the people: the record's are listed, by name and role.
    part(el, 'back-button')!.click();
    await opened(el, 'documents');
    expect(changes(events).at(-1)).to.deep.equal({ from: 'kyb', to: 'documents', reason: 'back', passedOver: [] });
    expect(part(el, 'continue-button')).to.not.equal(null);
  });

  it('resumes from a record that lists people once it has read it: says it is loading, says a failed fetch with Try again, then opens the step still needed', async () => {
    let fail!: () => void;
    GatedJourney.answers = [new Promise((_resolve, reject) => (fail = () => reject(new Error('offline'))))];
    const said: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => said.push(args.join(' '));
    try {
      const { el, events } = await setup({ tag: 'gated-company-onboarding', steps: 'company people kyc', record: { detailsConfirmed: true, people: [DIRECTOR, UBO] } });
      await el.updateComplete;
      // The people's lists and what marks each step done come with the steps' module: no step opens before it.
      expect(changes(events)).to.deep.equal([]);
      expect(root(el).querySelector('section')).to.equal(null);
      expect(read(part(el, 'loading'))).to.equal('Loading this step…');

      fail();
      await waitUntil(() => part(el, 'retry-button'), 'no Try again');
      expect(read(part(el, 'error'))).to.equal('This step could not be loaded. Check your connection, then try again.');
      expect(part(el, 'loading')).to.equal(null);

      part(el, 'retry-button')!.click();
      await opened(el, 'kyc');
      expect(current(el)).to.equal('kyc');
      expect(part(el, 'error')).to.equal(null);
      expect(changes(events)).to.deep.equal([{ from: null, to: 'kyc', reason: 'resume', passedOver: ['company', 'people'] }]);
    } finally {
      console.error = error;
    }
    expect(said.join('\n')).to.contain('could not be loaded');
  });

  it('shows the people\'s step with its first page alone, then fetches Back, the lists and the rest: a failed fetch is said with Try again, and a holder declared meanwhile is listed once it is here', async () => {
    let fail!: () => void;
    GatedJourney.answers = ['through', new Promise((_resolve, reject) => (fail = () => reject(new Error('offline'))))];
    const said: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => said.push(args.join(' '));
    try {
      const { el, events } = await setup({ tag: 'gated-company-onboarding', steps: 'company people kyc', record: { detailsConfirmed: true } });
      await opened(el, 'people');
      expect(changes(events)).to.deep.equal([{ from: null, to: 'people', reason: 'resume', passedOver: ['company'] }]);
      // The form and Finish later at once; the lists under the form come with the steps' module.
      expect(relatedForm(el)).to.not.equal(null);
      expect(part(el, 'empty')).to.equal(null);
      expect(part(el, 'section-missing')).to.equal(null);
      expect(part(el, 'later-button')).to.not.equal(null);
      // The company's step, done, is marked so in the progress, in words and in colour, before the moves are here.
      expect(read(root(el).querySelector('[data-step="company"][part~="progress-step-done"]'))).to.contain('(done)');
      expect(getComputedStyle(root(el).querySelector('[data-step="company"] .marker')!).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');

      await declareDirector(relatedForm(el), 'Ana', 'Lima');
      expect(part(el, 'back-button')).to.equal(null);

      fail();
      await waitUntil(() => inSection(el, 'people', '[part~="retry-button"]'), 'no Try again');
      expect(read(inSection(el, 'people', '[part~="error"]'))).to.equal('This step could not be loaded. Check your connection, then try again.');
      inSection(el, 'people', '[part~="retry-button"]')!.click();
      await waitUntil(() => part(el, 'back-button'), 'no Back');
      expect(read(part(el, 'section-people'))).to.equal('Ana Lima: director');
      expect(read(part(el, 'section-missing'))).to.contain('every UBO: each person holding 25 % or more');
      // Under the form, which stays in place as they come.
      expect(relatedForm(el).compareDocumentPosition(part(el, 'section-people')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
      expect(part(el, 'error')).to.equal(null);
    } finally {
      console.error = error;
    }
    expect(said.join('\n')).to.contain('could not be loaded');
  });

  it('fetches what moves past the people\'s step only once its form has drawn, in the page\'s language', async () => {
    GatedJourney.answers = [];
    GatedJourney.formShown = [];
    const { el } = await setup({ tag: 'gated-company-onboarding', steps: 'company people', record: { detailsConfirmed: true }, locale: 'de' });
    await opened(el, 'people');
    await waitUntil(() => part(el, 'back-button'), 'no Back');
    // The step's element first, then the steps' module, once the form showed.
    expect(GatedJourney.formShown).to.deep.equal([false, true]);
    expect(read(part(el, 'back-button'))).to.equal('Zurück');
  });

  it('fetches the identity checks\' view when a person moves on to it: says it is loading, says a failed fetch with Try again, and Back finds what was typed', async () => {
    GatedJourney.answers = [];
    const said: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => said.push(args.join(' '));
    try {
      const { el, events } = await setup({ tag: 'gated-company-onboarding', steps: 'people kyc', record: { detailsConfirmed: true, people: [DIRECTOR] } });
      await opened(el, 'people');
      const form = relatedForm(el);
      await type(form, 'info.firstName', 'Inès');
      await type(form, 'info.lastName', 'Garnier');
      await click(form, 'input[name="info.isSpecialUbo"]');
      await press(form, 'submit-button');
      await waitUntil(() => part(el, 'continue-button'), 'no Continue once a director and a UBO are declared');
      // Typed for a next holder, not sent.
      await press(form, 'again-button');
      await type(form, 'info.firstName', 'Zoé');

      let fail!: () => void;
      GatedJourney.answers = [new Promise((_resolve, reject) => (fail = () => reject(new Error('offline'))))];
      part(el, 'continue-button')!.click();
      await waitUntil(() => part(el, 'loading'), 'no loading line');
      expect(read(part(el, 'loading'))).to.equal('Loading this step…');
      fail();
      await waitUntil(() => part(el, 'retry-button'), 'no Try again');
      expect(read(part(el, 'error'))).to.equal('This step could not be loaded. Check your connection, then try again.');

      part(el, 'retry-button')!.click();
      const who = () => [...root(el).querySelectorAll<HTMLElement>('section[data-step="kyc"] [part~="row"] .who')].map(read);
      await waitUntil(() => who().length > 0, 'the identity checks did not show', { timeout: SLOW });
      expect(who()).to.deep.equal(['Ana Lima', 'Inès Garnier']);
      expect(part(el, 'error')).to.equal(null);

      part(el, 'back-button')!.click();
      await opened(el, 'people');
      expect(control(relatedForm(el), 'info.firstName').value).to.equal('Zoé');
      expect(changes(events).map(({ from, to, reason }) => [from, to, reason])).to.deep.equal([
        [null, 'people', 'resume'],
        ['people', 'kyc', 'done'],
        ['kyc', 'people', 'back'],
      ]);
    } finally {
      console.error = error;
      GatedJourney.answers = [];
    }
    expect(said.join('\n')).to.contain('could not be loaded');
  });

  it('requests the KYB once every check is validated, and ends on the outcome in words when it is validated', async () => {
    const { nordwind } = SEED.corporates;
    const people = [
      { id: SEED.related.nordwindDirector, name: 'Lena Vogel', director: true, shareholder: true, ubo: true, kycStatus: 'VALIDATED', kycLinkSent: true },
      { id: SEED.related.nordwindUbo, name: 'Jonas Becker', shareholder: true, ubo: true, kycStatus: 'VALIDATED', kycLinkSent: true },
    ];
    const { el, sandbox, events } = await setup({ corporateId: nordwind, steps: 'people kyc kyb', record: { people } });
    await opened(el, 'kyb');
    expect(changes(events)).to.deep.equal([{ from: null, to: 'kyb', reason: 'resume', passedOver: ['people', 'kyc'] }]);
    const kyb = inSection(el, 'kyb', 'svc-kyb-request')!;
    kyb.shadowRoot!.querySelector<HTMLElement>('[part~="submit-button"]')!.click();
    await waitUntil(() => kyb.shadowRoot!.querySelector('[part~="success"]'), 'the request was not said sent');
    el.kybStatus = sandbox.data.corporates.get(nordwind)!.kybStatus!;
    expect(el.kybStatus).to.equal('VALIDATED');
    await waitUntil(() => part(el, 'summary'), 'no summary');
    expect(read(part(el, 'summary'))).to.equal('All done Your company is verified. Every banking feature is now open to it, its accounts included.');
    expect(root(el).activeElement?.textContent).to.equal('All done');
    expect(part(el, 'actions')).to.equal(null);
    expect(events.at(-1)!.type).to.equal('svc-journey-complete');
    expect(events.at(-1)!.detail).to.deep.equal({ steps: ['people', 'kyc', 'kyb'], passedOver: ['people', 'kyc'] });
    expect(JSON.stringify(events.map((event) => event.detail))).to.not.match(/Lena|Vogel|Jonas|Becker/);
  });

  it('ends on the summary once the chosen steps are done, before any outcome', async () => {
    const { el, events } = await setup({ steps: 'company' });
    await opened(el, 'company');
    part(el, 'confirm-button')!.click();
    await waitUntil(() => part(el, 'summary'), 'no summary');
    expect(read(part(el, 'summary'))).to.equal('All done Every step is complete. We will let you know as soon as the company’s verification has an outcome.');
    expect(events.at(-1)!.detail).to.deep.equal({ steps: ['company'], passedOver: [] });
  });

  it('uploads the company\'s document, then moves on to the verification', async () => {
    const { el, sandbox, events } = await setup({ steps: 'documents kyb', record: { people: [DIRECTOR, UBO] } });
    await opened(el, 'documents');
    const upload = inSection<FormElement>(el, 'documents', 'svc-document-upload')!;
    // A company's documents are offered: its registry extract among them.
    await choose(upload, 'type', 'COMPANY_REGISTRY_EXTRACT');
    const input = upload.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
    const files = new DataTransfer();
    files.items.add(new File([new TextEncoder().encode('%PDF-1.7\nextract')], 'extract.pdf', { type: 'application/pdf' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change'));
    await waitUntil(() => upload.shadowRoot!.querySelector('[part~="file"]'), 'the file was not taken in', { timeout: SLOW });
    await press(upload, 'submit-button');
    await waitUntil(() => !section(el, 'kyb')?.hidden && inSection(el, 'kyb', '[part~="notice"]'), 'the kyb step did not open', { timeout: SLOW });
    const uploads = sandbox.requests.filter((request) => request.operation === 'uploadDocument');
    expect(uploads.map((request) => request.status)).to.deep.equal([201]);
    const document = [...sandbox.data.documents.values()].find((item) => item.fileName === 'extract.pdf')!;
    expect([document.endUser.id, document.type]).to.deep.equal([MERIDIAN, 'COMPANY_REGISTRY_EXTRACT']);
    expect(changes(events).at(-1)).to.deep.equal({ from: 'documents', to: 'kyb', reason: 'done', passedOver: [] });
    expect(root(el).activeElement?.textContent).to.equal('Company verification');
    // The checks are not validated: the request waits, and says for whom.
    expect([...section(el, 'kyb')!.querySelectorAll('[part~="row"]')].map(read)).to.deep.equal(['Ana Lima: not started', 'Rui Costa: not started']);
  });

  for (const width of [375, 768, 1280]) {
    it(`holds at ${width} px, dark, with no axe violation`, async () => {
      const people = [{ ...DIRECTOR, name: 'Maria-Magdalena Wiśniewska-Kowalczyk' }, UBO];
      const { el, holder } = await setup({ steps: 'company kyc', record: { people } });
      holder.style.width = `${width}px`;
      el.theme = 'dark';
      await opened(el, 'company');
      const fits = () => {
        const box = holder.getBoundingClientRect();
        expect(el.scrollWidth, 'wider than the screen').to.be.at.most(width);
        for (const node of root(el).querySelectorAll('button, dd, dt, li')) {
          const rect = node.getBoundingClientRect();
          if (rect.width > 0) expect(rect.right, `${node.localName} cut`).to.be.at.most(box.right + 1);
        }
      };
      fits();
      await expect(el).to.be.accessible();
      part(el, 'confirm-button')!.click();
      await opened(el, 'kyc');
      fits();
      await expect(el).to.be.accessible();
    });
  }

  it('runs the chosen steps in the service\'s order, says an unknown one, and passes over what the record marks done', async () => {
    const said: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => said.push(args.join(' '));
    try {
      const { el, events } = await setup({ steps: 'kyc, people company selfie', record: { detailsConfirmed: true } });
      await opened(el, 'people');
      expect([...root(el).querySelectorAll('nav[aria-label] ol > li')].map((item) => item.getAttribute('data-step'))).to.deep.equal(['company', 'people', 'kyc']);
      expect(changes(events)).to.deep.equal([{ from: null, to: 'people', reason: 'resume', passedOver: ['company'] }]);
      expect(read(root(el).querySelector('nav li'))).to.equal('✓ Company details (done)');
      // Said with the steps' module, which comes once the people's form has drawn.
      await waitUntil(() => said.join('\n').includes('no step named "selfie"'), 'the unknown step "selfie" was not said in the console');
    } finally {
      console.error = error;
    }
  });

  it('Back shows the step before; Continue returns to the form with what was typed kept', async () => {
    const { el, events } = await setup({ steps: 'company people', record: { detailsConfirmed: true } });
    await opened(el, 'people');
    const form = relatedForm(el);
    await type(form, 'info.firstName', 'Noémie');
    await type(form, 'info.lastName', 'Besson');
    // Back comes with the steps' module, fetched once the people's step shows.
    await waitUntil(() => part(el, 'back-button'), 'no Back');
    part(el, 'back-button')!.click();
    await opened(el, 'company');
    expect(section(el, 'people')!.hidden).to.equal(true);
    expect(root(el).activeElement?.textContent).to.equal('Company details');
    part(el, 'continue-button')!.click();
    await opened(el, 'people');
    expect(relatedForm(el)).to.equal(form);
    expect(control(form, 'info.firstName').value).to.equal('Noémie');
    expect(control(form, 'info.lastName').value).to.equal('Besson');
    expect(changes(events).map((change) => change.reason)).to.deep.equal(['resume', 'back', 'done']);
    expect(JSON.stringify(events.map((event) => event.detail))).to.not.match(/Noémie|Besson/);
  });

  it('says a link nobody sent, and the console says why', async () => {
    const said: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => said.push(args.join(' '));
    try {
      const { el, links } = await setup({ steps: 'kyc', record: { people: [{ id: VALIDATED_DIRECTOR.id, name: 'Ana Lima', director: true }] } });
      await opened(el, 'kyc');
      part(el, 'link-button')!.click();
      await el.updateComplete;
      expect(links).to.have.length(1);
      expect(read(part(el, 'error'))).to.equal('The link could not be sent from here. Please contact us.');
      expect(part(el, 'continue-button')).to.equal(null);
    } finally {
      console.error = error;
    }
    expect(said.join('\n')).to.contain('nobody took svc-kyc-link');
  });

  it('a KYB declined ends on the verification, said in words, with svc-journey-exit blocked', async () => {
    const { el, events } = await setup({ kybStatus: 'DECLINED', record: { kybRequested: true } });
    await opened(el, 'kyb');
    expect(events.map((event) => [event.type, event.detail])).to.deep.equal([
      ['svc-step-change', { from: null, to: 'kyb', reason: 'resume', passedOver: ['company', 'people', 'kyc', 'documents'] }],
      ['svc-journey-exit', { step: 'kyb', reason: 'blocked', code: 'KYB_DECLINED' }],
    ]);
    expect(read(root(el).querySelector('[part~="error"][role="alert"]'))).to.equal(
      'Your company did not pass verification, so we cannot open banking services for it. Please contact us to find out more.',
    );
    await expect(el).to.be.accessible();
  });

  it('without a valid corporate-id opens no step and says so, and starts once one is given', async () => {
    const { el, events } = await setup({ corporateId: 'not-a-uuid' });
    // Said with the steps' module's words, once it is here.
    await waitUntil(() => part(el, 'error'), 'the journey did not say that it cannot start');
    expect(root(el).querySelector('section[data-step]')).to.equal(null);
    expect(read(part(el, 'error'))).to.equal('This journey is not set up for a company, so it cannot continue. Please contact us.');
    expect(events).to.have.length(0);

    // Given one later, it starts.
    el.setAttribute('corporate-id', MERIDIAN);
    await opened(el, 'company');
    expect(part(el, 'error')).to.equal(null);
    expect(changes(events)).to.deep.equal([{ from: null, to: 'company', reason: 'start', passedOver: [] }]);
  });

  it('says in the console, once, the people of the record it leaves out for want of a UUID id', async () => {
    const said: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => said.push(args.join(' '));
    try {
      const { el } = await setup({ steps: 'company people', record: { detailsConfirmed: true, people: [{ name: 'Ana Costa', director: true }] } });
      await opened(el, 'people');
      expect(read(part(el, 'empty'))).to.equal('Nobody has been declared yet.');
      await waitUntil(() => said.some((line) => line.includes('left out')), 'the person without an id was not said', { timeout: SLOW });
      el.requestUpdate();
      await el.updateComplete;
    } finally {
      console.error = error;
    }
    expect(said.filter((line) => line.includes('left out'))).to.deep.equal(['<svc-company-onboarding>: 1 person(s) of the record have no UUID "id" and are left out.']);
  });

  it('speaks the page\'s language', async () => {
    const { el } = await setup({ steps: 'company people kyc', locale: 'fr' });
    await opened(el, 'company');
    expect(read(part(el, 'progress-position'))).to.equal('Étape 1 sur 3');
    expect([...root(el).querySelectorAll('nav li')].map(read)).to.deep.equal(['1 Informations sur la société', '2 Dirigeants et associés', '3 Vérifications d’identité']);
    expect(read(part(el, 'confirm-button'))).to.equal('Ces informations sont exactes');
    // The later steps' words come with their module, in the page's language too.
    part(el, 'confirm-button')!.click();
    await opened(el, 'people');
    const people = root(el).querySelector('section[data-step="people"]')!;
    await waitUntil(() => read(people.querySelector('[part~="empty"]')) !== '', 'no words for the people step');
    expect(read(people.querySelector('[part~="step-intro"]'))).to.match(/^Déclarez chaque dirigeant et chaque actionnaire\./);
    expect(read(people.querySelector('[part~="empty"]'))).to.equal('Personne n’a encore été déclaré.');
  });
});

describe('<svc-company-onboarding>: a session that expires mid-step', () => {
  it('the declaration waits for the sign-in, keeps what was typed, is not sent again on resume, and is sent once when pressed again', async () => {
    const listener = listenForExpiry(true);
    try {
      const { adapter, sandbox, state, sent } = expiringBackend({ bypassSca: false });
      const declarations = () => sent('POST', /\/corporates\/[^/]+\/related/);
      const events: Lifecycle[] = [];
      const provider = await fixture<SvcProvider>(
        html`<svc-provider .adapter=${adapter} locale="en" @svc-step-change=${(event: Lifecycle) => events.push(event)}
          ><svc-company-onboarding corporate-id=${MERIDIAN} steps="company people" .record=${{ detailsConfirmed: true }}></svc-company-onboarding
        ></svc-provider>`,
      );
      const el = provider.querySelector('svc-company-onboarding')!;
      await opened(el, 'people');
      const form = relatedForm(el);
      await click(form, 'input[name="isDirector"]');
      await type(form, 'directorAppointmentDate', '2022-03-15');
      await type(form, 'info.firstName', 'Camille');
      await type(form, 'info.lastName', 'Roussel');

      state.expired = true;
      await press(form, 'submit-button');
      const notice = () => read(form.shadowRoot!.querySelector('.session-notice'));
      await waitUntil(() => notice() === errors.SESSION_WAITING, 'the form did not say it waits for the sign-in');
      expect(listener.seen).to.have.length(1);
      expect(listener.seen[0].detail.operation).to.equal('declareCorporateRelated');
      expect(declarations()).to.have.length(1);
      // The journey stays on its step, its progress unchanged.
      expect(current(el)).to.equal('people');

      state.expired = false;
      provider.resume();
      await waitUntil(() => notice() === errors.SESSION_RESUMED, 'the form did not hand the write back');
      expect(declarations()).to.have.length(1);
      expect(control(form, 'info.firstName').value).to.equal('Camille');
      expect(control(form, 'info.lastName').value).to.equal('Roussel');
      expect(root(el).querySelectorAll('[part~="row"]')).to.have.length(0);

      await waitUntil(() => formPart(form, 'submit-button')?.getAttribute('aria-disabled') === 'false', 'the submit button stayed disabled');
      await press(form, 'submit-button');
      await waitUntil(() => root(el).querySelectorAll('[part~="row"]').length === 1, 'the person was not declared');
      expect(declarations().map((request) => request.refused)).to.deep.equal([true, false]);
      expect([...sandbox.data.corporateRelated.values()].filter((related) => related.corporateId === MERIDIAN)).to.have.length(1);
      expect(read(part(el, 'row'))).to.equal('Camille Roussel: director');
      expect(changes(events)).to.deep.equal([{ from: null, to: 'people', reason: 'resume', passedOver: ['company'] }]);
    } finally {
      listener.stop();
    }
  });
});
