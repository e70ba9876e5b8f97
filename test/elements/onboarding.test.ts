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
import type { FetchAdapter } from '../../src/client/adapter.js';
import { SANDBOX_PHONE_CODE, SEED, createSandboxAdapter, type Sandbox } from '../../src/sandbox/index.js';

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

async function setup(attributes: { steps?: string; endUserId?: string; locale?: string } = {}, given?: { adapter: FetchAdapter; sandbox: Sandbox }) {
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
  holder.append(el);
  await el.updateComplete;
  return { el, sandbox, adapter, events, holder };
}

/** A wait that may include fetching a chunk for the first time on a loaded machine. */
const SLOW = 20_000;
const opened = (el: Journey, step: string) =>
  waitUntil(() => !section(el, step)?.hidden && stepElement(el, step)?.shadowRoot?.querySelector('form, [part~="base"], [part~="form"]'), `the ${step} step did not open`, { timeout: SLOW });
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

    await verifyPhone(el);
    await opened(el, 'profile');
    const profile = stepElement(el, 'profile')!;
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
    await verifyPhone(el);
    await opened(el, 'profile');
    const profile = stepElement(el, 'profile')!;
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
    for (const event of events) expect(JSON.stringify(event.detail)).to.not.match(/Yann|Kerouac|612345678/);
  });

  it('speaks the page\'s language', async () => {
    const { el } = await setup({ steps: 'sign-up phone profile', locale: 'fr' });
    await opened(el, 'sign-up');
    expect(read(part(el, 'progress-position'))).to.equal('Étape 1 sur 3');
    expect(progress(el).items).to.deep.equal(['1 Inscription', '2 Numéro de téléphone', '3 À propos de vous']);
    expect(read(part(el, 'later-button'))).to.equal('Terminer plus tard');
  });
});
