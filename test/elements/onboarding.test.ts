/**
 * <svc-onboarding>: a person walking the journey on the sandbox backend, in a real browser: the
 * steps chosen, run in the service's order and passed over when done; resumed from the service's
 * state after a reload (a new element against the same sandbox); Back that keeps what was typed;
 * the progress's semantics; every lifecycle event, and no personal data in any of their details.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/onboarding/define.js';
import type { SvcOnboarding } from '../../src/elements/onboarding/svc-onboarding.js';
import type { SvcJourneyCompleteEvent, SvcJourneyExitEvent, SvcStepChangeEvent } from '../../src/elements/journey/events.js';
import { createFetchAdapter, type FetchAdapter } from '../../src/client/adapter.js';
import { SANDBOX_PHONE_CODE, SEED, createSandboxAdapter, type Sandbox } from '../../src/sandbox/index.js';
import type { OnboardingFields } from '../../src/elements/onboarding/step-views.js';
import type { SvcSessionExpiredEvent } from '../../src/elements/base/events.js';
import { common } from '../../src/i18n/common/en.js';
import { errors } from '../../src/i18n/errors/en.js';
import { json } from '../client/fake-fetch.js';
import { consoleErrors } from './form-helpers.js';

type Journey = SvcOnboarding;
type Lifecycle = SvcStepChangeEvent | SvcJourneyCompleteEvent | SvcJourneyExitEvent;

const read = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const root = (el: Journey) => el.shadowRoot!;
const part = (el: Journey, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
/** The open step's section and its element (the one kit element inside it). */
const section = (el: Journey, step: string) => root(el).querySelector<HTMLElement>(`section[data-step="${step}"]`);
const stepElement = <T extends HTMLElement = HTMLElement>(el: Journey, step: string) =>
  section(el, step)?.querySelector<T>('svc-consumer-form, svc-consumer-status, svc-document-upload, svc-ledger-create, svc-card-order') ?? null;
const inner = (host: Element, selector: string) => host.shadowRoot!.querySelector<HTMLElement>(selector);

/** The progress as a person with a screen reader meets it: each item's words, and which one is current. */
function progress(el: Journey) {
  const items = [...root(el).querySelectorAll('nav[aria-label] ol > li')];
  return { items: items.map(read), current: items.filter((item) => item.getAttribute('aria-current') === 'step').map(read) };
}

/** Types into a step element's field as a person does. */
async function type(host: Element, name: string, value: string) {
  const input = inner(host, `[name="${name}"]`) as HTMLInputElement | HTMLSelectElement | null;
  if (!input) throw new Error(`no field ${name}`);
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  input.blur();
  await (host as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
}

async function setup(attributes: { steps?: string; endUserId?: string; locale?: string; fields?: OnboardingFields } = {}, given?: { adapter: FetchAdapter; sandbox: Sandbox }) {
  const { adapter, sandbox } = given ?? createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
  const events: Lifecycle[] = [];
  const holder = await fixture<HTMLDivElement>(html`<div></div>`);
  // Listeners before the element connects: the first step's event is fired as it starts.
  for (const name of ['svc-step-change', 'svc-journey-complete', 'svc-journey-exit']) holder.addEventListener(name, (event) => events.push(event as Lifecycle));
  const el = document.createElement('svc-onboarding');
  el.adapter = adapter;
  el.locale = attributes.locale ?? 'en';
  if (attributes.steps !== undefined) el.setAttribute('steps', attributes.steps);
  if (attributes.endUserId !== undefined) el.setAttribute('end-user-id', attributes.endUserId);
  if (attributes.fields) el.fields = attributes.fields;
  holder.append(el);
  await el.updateComplete;
  return { el, sandbox, adapter, events, holder };
}

/** A wait that may include fetching a chunk for the first time on a loaded machine. */
const SLOW = 20_000;
const opened = (el: Journey, step: string) =>
  // The progress arrives once the first step has drawn.
  waitUntil(() => !section(el, step)?.hidden && part(el, 'progress') && stepElement(el, step)?.shadowRoot?.querySelector('form, [part~="base"], [part~="form"]'), `the ${step} step did not open`, { timeout: SLOW });
const changes = (events: Lifecycle[]) => events.filter((event): event is SvcStepChangeEvent => event.type === 'svc-step-change').map((event) => event.detail);

/** Signs up as a person does: name, email, phone; resolves with the new consumer's id. */
async function signUp(el: Journey, sandbox: Sandbox, person: { first: string; last: string; email: string; phone: string }) {
  await opened(el, 'sign-up');
  const form = stepElement(el, 'sign-up')!;
  await waitUntil(() => inner(form, '[name="firstName"]') && inner(form, '[part~="submit-button"]'), 'no sign-up form');
  await (form as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  await type(form, 'firstName', person.first);
  await type(form, 'lastName', person.last);
  await type(form, 'emailAddress', person.email);
  await type(form, 'phone.countryCode', '33');
  await type(form, 'phone.number', person.phone);
  inner(form, '[part~="submit-button"]')!.click();
  // The first phone typed on the page fetches the phone library (a chunk of its own) before the form sends.
  await waitUntil(() => sandbox.requests.some((request) => request.operation === 'createConsumer' && request.status === 201), 'no consumer created', { timeout: SLOW });
  const created = [...sandbox.data.consumers.values()].find((consumer) => consumer.lastName === person.last);
  return created!.id;
}

/** Verifies the phone with the code the sandbox accepts. */
async function verifyPhone(el: Journey) {
  await opened(el, 'phone');
  const status = stepElement(el, 'phone')!;
  await waitUntil(() => inner(status, '[part~="send-code-button"]'), 'no Send code');
  inner(status, '[part~="send-code-button"]')!.click();
  await waitUntil(() => inner(status, '[name="code"]'), 'no code field');
  await type(status, 'code', SANDBOX_PHONE_CODE);
  inner(status, '[part~="verify-button"]')!.click();
}

/** Verifies the phone, then waits for the profile step and gives its element. */
async function profileAfterPhone(el: Journey) {
  await verifyPhone(el);
  await opened(el, 'profile');
  return stepElement(el, 'profile')!;
}

const ZOE = { first: 'Zoé', last: 'Moreau', email: 'zoe.moreau@example.com', phone: '601020304' };

describe('<svc-onboarding>', () => {
  // First in the file: no step element has been fetched by an earlier test.
  it('fetches a step\'s element only when the step opens', async () => {
    const { el } = await setup({ steps: 'sign-up account card' });
    await opened(el, 'sign-up');
    expect(customElements.get('svc-consumer-form')).to.not.equal(undefined);
    expect(customElements.get('svc-ledger-create')).to.equal(undefined);
    expect(customElements.get('svc-card-order')).to.equal(undefined);
    expect(root(el).querySelectorAll('section[data-step]')).to.have.length(1);
  });

  it('runs the chosen steps in the service\'s order, with the progress as a list and the open step current', async () => {
    const { el, events } = await setup({ steps: 'profile, sign-up phone' });
    await opened(el, 'sign-up');
    expect(progress(el)).to.deep.equal({ items: ['1 Sign up', '2 Phone number', '3 About you'], current: ['1 Sign up'] });
    expect(root(el).querySelector('nav')!.getAttribute('aria-label')).to.equal('Your progress');
    expect(read(part(el, 'progress-position'))).to.equal('Step 1 of 3');
    expect(read(root(el).querySelector('section:not([hidden]) h2'))).to.equal('Sign up');
    expect(changes(events)).to.deep.equal([{ from: null, to: 'sign-up', reason: 'start', passedOver: [] }]);
    await expect(el).to.be.accessible();
  });

  it('says an unknown step in the console and runs the others', async () => {
    const said: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => said.push(args.join(' '));
    try {
      const { el } = await setup({ steps: 'sign-up selfie' });
      await opened(el, 'sign-up');
      expect(progress(el).items).to.deep.equal(['1 Sign up']);
    } finally {
      console.error = error;
    }
    expect(said.join('\n')).to.contain('no step named "selfie"');
  });

  it('walks sign-up, phone and profile, passes over what is done, ends on the summary; no event carries what was typed', async () => {
    const { el, sandbox, events } = await setup({ steps: 'sign-up phone profile' });
    const id = await signUp(el, sandbox, ZOE);
    await opened(el, 'phone');
    expect(changes(events).at(-1)).to.deep.equal({ from: 'sign-up', to: 'phone', reason: 'done', passedOver: [] });
    // After the person's action the focus is on the new step's heading, and the step is said.
    expect(root(el).activeElement?.textContent).to.equal('Phone number');
    expect(read(root(el).querySelector('[role="status"]'))).to.equal('Step 2 of 3: Phone number');
    expect(progress(el).items).to.deep.equal(['✓ Sign up (done)', '2 Phone number', '3 About you']);
    expect(progress(el).current).to.deep.equal(['2 Phone number']);
    // The phone step shows the phone and its verification, nothing else of the consumer.
    const phoneStep = stepElement(el, 'phone')!;
    await waitUntil(() => inner(phoneStep, '[part~="follow-up-phone"]'), 'no phone shown');
    expect([...phoneStep.shadowRoot!.querySelectorAll('[part~="section"]')].map((node) => node.getAttribute('part'))).to.deep.equal(['section section-contact']);
    expect(inner(phoneStep, '[part~="follow-up-email"]')).to.equal(null);

    const profile = await profileAfterPhone(el);
    await type(profile, 'sourceOfFunds', 'LOAN');
    await type(profile, 'occupation', 'ENGINEER');
    inner(profile, '[name="accountPurposes"][value="SAVINGS"]')!.click();
    inner(profile, '[part~="submit-button"]')!.click();
    await waitUntil(() => part(el, 'summary'), 'no summary');
    expect(root(el).activeElement?.textContent).to.equal('All done');
    const complete = events.find((event): event is SvcJourneyCompleteEvent => event.type === 'svc-journey-complete')!;
    expect(complete.detail).to.deep.equal({ steps: ['sign-up', 'phone', 'profile'], passedOver: [] });
    expect(part(el, 'actions')).to.equal(null);

    // Every detail, against every value the person typed (and the consumer's id).
    const typed = [ZOE.first, ZOE.last, ZOE.email, ZOE.phone, SANDBOX_PHONE_CODE, 'LOAN', 'ENGINEER', 'SAVINGS', id];
    expect(events.map((event) => event.type)).to.deep.equal(['svc-step-change', 'svc-step-change', 'svc-step-change', 'svc-journey-complete']);
    for (const event of events) {
      const detail = JSON.stringify(event.detail);
      for (const value of typed) expect(detail, `${event.type} carries ${value}`).to.not.contain(value);
    }
  });

  it('resumes after a reload from the service\'s state, passing over the steps done', async () => {
    const first = await setup({ steps: 'sign-up phone profile' });
    const id = await signUp(first.el, first.sandbox, { ...ZOE, last: 'Lefèvre', phone: '601020399' });
    await verifyPhone(first.el);
    await opened(first.el, 'profile');
    first.holder.remove();

    // The page again: a new element, the same backend, the consumer's id from the partner.
    const again = await setup({ steps: 'sign-up phone profile', endUserId: id }, first);
    await opened(again.el, 'profile');
    expect(changes(again.events)).to.deep.equal([{ from: null, to: 'profile', reason: 'resume', passedOver: ['sign-up', 'phone'] }]);
    expect(progress(again.el).current).to.deep.equal(['3 About you']);
    // A resume moves nobody's focus.
    expect(root(again.el).activeElement).to.equal(null);
    expect(Object.keys(localStorage).concat(Object.keys(sessionStorage))).to.deep.equal([]);
  });

  it('Back shows the step before with what was typed, and Continue returns to the step with its values kept', async () => {
    const { el, sandbox, events } = await setup({ steps: 'sign-up phone profile' });
    await signUp(el, sandbox, { ...ZOE, last: 'Girard', phone: '601020388' });
    const profile = await profileAfterPhone(el);
    await type(profile, 'occupation', 'FARMER');
    await type(profile, 'otherSourceOfFunds', 'Bees');

    part(el, 'back-button')!.click();
    await opened(el, 'phone');
    expect(changes(events).at(-1)).to.deep.equal({ from: 'profile', to: 'phone', reason: 'back', passedOver: [] });
    expect(section(el, 'profile')!.hidden).to.equal(true);
    expect(root(el).activeElement?.textContent).to.equal('Phone number');
    expect(progress(el).current).to.deep.equal(['✓ Phone number (done)']);

    part(el, 'continue-button')!.click();
    await opened(el, 'profile');
    expect(stepElement(el, 'profile')).to.equal(profile);
    expect((inner(profile, '[name="occupation"]') as HTMLSelectElement).value).to.equal('FARMER');
    expect((inner(profile, '[name="otherSourceOfFunds"]') as HTMLInputElement).value).to.equal('Bees');
    expect(JSON.stringify(events.map((event) => event.detail))).to.not.contain('Bees');
  });

  it('waits on the identity check, and moves on when Refresh finds it validated', async () => {
    const { chloe } = SEED.consumers;
    const { el, sandbox, events } = await setup({ steps: 'kyc account', endUserId: chloe });
    await opened(el, 'kyc');
    expect(changes(events)).to.deep.equal([{ from: null, to: 'kyc', reason: 'resume', passedOver: [] }]);
    expect(part(el, 'continue-button')).to.equal(null);
    // The step shows the identity check alone.
    const rows = [...stepElement(el, 'kyc')!.shadowRoot!.querySelectorAll('[part~="row"]')].map((row) => row.getAttribute('part'));
    expect(rows).to.deep.equal(['row row-kyc']);
    const consumer = sandbox.data.consumers.get(chloe)!;
    consumer.status.kyc.value = 'VALIDATED';
    const status = stepElement(el, 'kyc')!;
    inner(status, '[part~="refresh-button"]')!.click();
    await opened(el, 'account');
    expect(changes(events).at(-1)).to.deep.equal({ from: 'kyc', to: 'account', reason: 'done', passedOver: [] });
    expect(customElements.get('svc-ledger-create')).to.not.equal(undefined);
  });

  it('fires svc-journey-exit for Finish later and for a refusal it cannot get past, with codes only', async () => {
    const { el, sandbox, events } = await setup({ steps: 'sign-up profile' });
    await opened(el, 'sign-up');
    part(el, 'later-button')!.click();
    expect(events.at(-1)!.type).to.equal('svc-journey-exit');
    expect(events.at(-1)!.detail).to.deep.equal({ step: 'sign-up', reason: 'later' });

    // Alice's number: the service refuses a second consumer with it.
    const alice = sandbox.data.consumers.get(SEED.consumers.alice)!;
    const form = stepElement(el, 'sign-up')!;
    await type(form, 'firstName', 'Yann');
    await type(form, 'lastName', 'Kerouac');
    await type(form, 'phone.countryCode', alice.phone!.countryCode!);
    await type(form, 'phone.number', alice.phone!.number!);
    inner(form, '[part~="submit-button"]')!.click();
    await waitUntil(() => events.some((event) => event.type === 'svc-journey-exit' && (event as SvcJourneyExitEvent).detail.reason === 'blocked'), 'no exit');
    expect(events.at(-1)!.detail).to.deep.equal({ step: 'sign-up', reason: 'blocked', code: 'PHONE_ALREADY_USED' });
    expect(read(part(el, 'error'))).to.equal('This phone number already belongs to a customer. Sign in instead, or contact us if you think this is a mistake.');
    expect(events.map((event) => event.type)).to.deep.equal(['svc-step-change', 'svc-journey-exit', 'svc-journey-exit']);
    expectNothingTyped(events, ['Yann', 'Kerouac', alice.phone!.number!]);
  });

  it('speaks the page\'s language', async () => {
    const { el } = await setup({ steps: 'sign-up phone profile', locale: 'fr' });
    await opened(el, 'sign-up');
    expect(read(part(el, 'progress-position'))).to.equal('Étape 1 sur 3');
    expect(progress(el).items).to.deep.equal(['1 Inscription', '2 Numéro de téléphone', '3 À propos de vous']);
    expect(read(part(el, 'later-button'))).to.equal('Terminer plus tard');
  });
});

/**
 * The sandbox behind the kit's real fetch adapter, with a session that can end (every request
 * answered 401 `SESSION_EXPIRED` while `expired`) and a service that may refuse one operation's
 * body (`refuse`: the answer to give instead). Every request is counted by method and path.
 */
function backend() {
  const { sandbox } = createSandboxAdapter({ approvalDelayMs: null });
  const sent: { method: string; path: string; refused: boolean }[] = [];
  const state: { expired: boolean; refuse?: { method: string; path: RegExp; answer: () => Response } } = { expired: false };
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const refusal = state.refuse && state.refuse.method === request.method && state.refuse.path.test(url.pathname) ? state.refuse.answer() : undefined;
    sent.push({ method: request.method, path: url.pathname, refused: state.expired || !!refusal });
    if (state.expired) return json(401, { code: 'SESSION_EXPIRED', message: 'No live session.' });
    if (refusal) return refusal;
    const headers = new Headers(request.headers);
    headers.set('Service-SCA-Strategy', 'BY_PASS');
    const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
    return sandbox.fetch(`${sandbox.baseUrl}${url.pathname}${url.search}`, { method: request.method, headers, body });
  };
  const adapter = createFetchAdapter({ baseUrl: 'https://partner.test', fetch: fetchFn as typeof fetch, sca: { strategy: 'PUSH_NOTIFICATION' } });
  return { adapter, sandbox, state, sent: (method: string, path: RegExp) => sent.filter((request) => request.method === method && path.test(request.path)) };
}

/** Every detail of every lifecycle event, held against every value the person typed. */
function expectNothingTyped(events: Lifecycle[], typed: readonly string[]) {
  for (const event of events) {
    const detail = JSON.stringify(event.detail);
    for (const value of typed) expect(detail, `${event.type} carries ${value}`).to.not.contain(value);
  }
}

/** A step form's value (the body as typed so far). */
const valueOf = (form: Element) => structuredClone((form as Element & { value: Record<string, unknown> }).value);

/** The text of a step element's field message (`null`: none). */
const fieldMessage = (host: Element, path: string) => host.shadowRoot!.querySelector(`[data-path="${path}"] [part="form-control-error"]`)?.textContent?.trim() ?? null;

describe('<svc-onboarding> field control', () => {
  it('prefills, locks and hides sign-up fields: what is shown and what is sent', async () => {
    const fields: OnboardingFields = {
      'sign-up': { lastName: { value: 'Moreau', locked: true }, middleName: { hidden: true }, emailAddress: { value: 'zoe.partner@example.com' } },
    };
    const { el, sandbox, events } = await setup({ steps: 'sign-up phone', fields });
    await opened(el, 'sign-up');
    const form = stepElement(el, 'sign-up')!;
    await waitUntil(() => inner(form, '[name="lastName"]'), 'no sign-up fields');
    const last = inner(form, '[name="lastName"]') as HTMLInputElement;
    expect(last.value).to.equal('Moreau');
    expect(last.readOnly).to.equal(true);
    expect(inner(form, '[name="middleName"]')).to.equal(null);
    expect((inner(form, '[name="emailAddress"]') as HTMLInputElement).value).to.equal('zoe.partner@example.com');
    await expect(el).to.be.accessible();

    await type(form, 'firstName', 'Zoé');
    await type(form, 'emailAddress', 'zoe.typed@example.com');
    await type(form, 'phone.countryCode', '33');
    await type(form, 'phone.number', '601020366');
    inner(form, '[part~="submit-button"]')!.click();
    await opened(el, 'phone');
    const [created] = sandbox.requests.filter((request) => request.operation === 'createConsumer');
    expect(created.body).to.deep.include({ firstName: 'Zoé', lastName: 'Moreau', emailAddress: 'zoe.typed@example.com' });
    expect(created.body).to.not.have.property('middleName');
    expectNothingTyped(events, ['Zoé', 'Moreau', 'zoe.typed@example.com', 'zoe.partner@example.com', '601020366']);
  });

  it('a locked value the service refuses: the console names step and field, the person is asked to contact us, and can still leave', async () => {
    const { adapter, sandbox, state, sent } = backend();
    state.refuse = {
      method: 'POST',
      path: /^\/consumers$/,
      answer: () => json(400, { code: 'VALIDATION_FAILED', message: 'lastName rejected', errors: [{ field: 'lastName', code: 'INVALID_VALUE', message: 'rejected' }] }),
    };
    let journey!: Awaited<ReturnType<typeof setup>>;
    const said = await consoleErrors(async () => {
      journey = await setup({ steps: 'sign-up phone', fields: { 'sign-up': { lastName: { value: 'Moreau', locked: true } } } }, { adapter, sandbox });
      await opened(journey.el, 'sign-up');
      const form = stepElement(journey.el, 'sign-up')!;
      await waitUntil(() => inner(form, '[name="phone.number"]'), 'no sign-up fields');
      await type(form, 'firstName', 'Zoé');
      await type(form, 'phone.countryCode', '33');
      await type(form, 'phone.number', '601020355');
      inner(form, '[part~="submit-button"]')!.click();
      await waitUntil(() => fieldMessage(form, 'lastName') !== null, 'the refusal was not shown on the locked field', { timeout: SLOW });
    });
    const { el, events } = journey;
    const form = stepElement(el, 'sign-up')!;
    expect(sent('POST', /^\/consumers$/)).to.have.length(1);
    expect(fieldMessage(form, 'lastName')).to.equal(common.lockedRefused);
    expect(said.filter((line) => line.includes('locked'))).to.deep.equal([
      '<svc-onboarding> step "sign-up", <svc-consumer-form>: the locked field "lastName" is refused (INVALID_VALUE): the person is asked to contact you.',
    ]);
    // Not a dead end: the journey is not blocked, the person may finish later.
    expect(events.some((event) => event.type === 'svc-journey-exit')).to.equal(false);
    expect(part(el, 'later-button')).to.not.equal(null);
    part(el, 'later-button')!.click();
    expect(events.at(-1)!.detail).to.deep.equal({ step: 'sign-up', reason: 'later' });
    expectNothingTyped(events, ['Zoé', 'Moreau', '601020355']);
  });
});

describe('<svc-onboarding> and a session that expires', () => {
  it('waits on its reads and on a step\'s write, resumes with nothing typed lost and no write sent again', async () => {
    const { adapter, sandbox, state, sent } = backend();
    const { chloe } = SEED.consumers;
    // Chloé's phone is verified: the journey resumes on her profile.
    sandbox.data.consumers.get(chloe)!.phone!.verified = true;
    const expiries: SvcSessionExpiredEvent[] = [];
    const take = (event: SvcSessionExpiredEvent) => (expiries.push(event), event.preventDefault());
    document.addEventListener('svc-session-expired', take);
    try {
      // The session has ended before the journey reads where Chloé stands.
      state.expired = true;
      const { el, events } = await setup({ steps: 'phone profile identity', endUserId: chloe }, { adapter, sandbox });
      await waitUntil(() => expiries.length === 1, 'no svc-session-expired for the reads');
      expect(sent('GET', new RegExp(`^/consumers/${chloe}$`))).to.have.length(1);
      state.expired = false;
      expiries[0].detail.resume();
      await opened(el, 'profile');
      // The journey's read of the consumer was sent again, once (the profile form reads the consumer
      // itself too). Its lists are read only once the steps before the one each decides are done: the
      // profile is not, so none was asked for.
      for (const path of [/^\/ledgers$/, /^\/documents$/, /^\/cards$/]) expect(sent('GET', path), String(path)).to.have.length(0);
      expect(sent('GET', new RegExp(`^/consumers/${chloe}$`)).map((request) => request.refused).slice(0, 2)).to.deep.equal([true, false]);
      expect(changes(events)).to.deep.equal([{ from: null, to: 'profile', reason: 'resume', passedOver: ['phone'] }]);

      const profile = stepElement(el, 'profile')!;
      await type(profile, 'sourceOfFunds', 'LOAN');
      await type(profile, 'occupation', 'FARMER');
      await type(profile, 'otherSourceOfFunds', 'Honey sold');
      inner(profile, '[name="accountPurposes"][value="SAVINGS"]')!.click();
      await (profile as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;

      const savings = (inner(profile, '[name="accountPurposes"][value="SAVINGS"]') as HTMLInputElement).checked;
      const typed = valueOf(profile);
      expect(typed).to.deep.include({ sourceOfFunds: 'LOAN', occupation: 'FARMER', otherSourceOfFunds: 'Honey sold' });
      // Mid-step, the session ends again; the person sends the step.
      state.expired = true;
      inner(profile, '[part~="submit-button"]')!.click();
      await waitUntil(() => expiries.length === 2, 'no svc-session-expired for the write');
      expect(expiries[1].detail.operation).to.equal('patchConsumerProfile');
      await waitUntil(() => profile.shadowRoot!.querySelector('.session-notice')?.textContent?.includes(errors.SESSION_WAITING), 'the step did not say it waits');
      expect(sent('PATCH', /\/profile$/)).to.have.length(1);

      state.expired = false;
      expiries[1].detail.resume();
      await waitUntil(() => profile.shadowRoot!.querySelector('.session-notice')?.textContent?.includes(errors.SESSION_RESUMED), 'the step did not hand the write back');
      // Nothing sent again by itself, nothing typed lost, the journey still on the step.
      expect(sent('PATCH', /\/profile$/)).to.have.length(1);
      expect((inner(profile, '[name="occupation"]') as HTMLSelectElement).value).to.equal('FARMER');
      expect((inner(profile, '[name="otherSourceOfFunds"]') as HTMLInputElement).value).to.equal('Honey sold');
      expect((inner(profile, '[name="accountPurposes"][value="SAVINGS"]') as HTMLInputElement).checked).to.equal(savings);
      expect(valueOf(profile)).to.deep.equal(typed);
      expect(section(el, 'profile')!.hidden).to.equal(false);

      // The person sends it again: once.
      inner(profile, '[part~="submit-button"]')!.click();
      await opened(el, 'identity');
      expect(sent('PATCH', /\/profile$/).map((request) => request.refused)).to.deep.equal([true, false]);
      expect(changes(events).at(-1)).to.deep.equal({ from: 'profile', to: 'identity', reason: 'done', passedOver: [] });
      // The documents, which decide the identity step, read once the profile was done; no ledger nor card (no step of theirs chosen).
      expect(sent('GET', /^\/documents$/).map((request) => request.refused)).to.deep.equal([false]);
      expect(sent('GET', /^\/ledgers$|^\/cards$/)).to.have.length(0);
      // The identity step offers the types the journey counts as identity, and no other.
      const upload = stepElement(el, 'identity')!;
      await waitUntil(() => inner(upload, 'select[name="type"]'), 'no document type');
      const offered = [...upload.shadowRoot!.querySelectorAll<HTMLOptionElement>('select[name="type"] option')].map((option) => option.value).filter(Boolean);
      expect(offered.sort()).to.deep.equal(['DRIVING_LICENCE', 'IDENTITY_CARD']);
      expect(expiries).to.have.length(2);
      expectNothingTyped(events, ['LOAN', 'FARMER', 'Honey sold', 'SAVINGS', chloe]);
    } finally {
      document.removeEventListener('svc-session-expired', take);
    }
  });
});
