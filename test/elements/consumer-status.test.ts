/** <svc-consumer-status>: a consumer's statuses, verifications, terms and devices, on the sandbox backend. */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/consumer-status/define.js';
import { SvcConsumerStatus } from '../../src/elements/consumer-status/svc-consumer-status.js';
import { gatedPart, type OnDemandGate } from './on-demand-gate.js';
import type { SvcErrorEvent, SvcSubmitEvent, SvcSuccessEvent } from '../../src/elements/base/events.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { ServiceError } from '../../src/api/errors.js';
import { KIT_LIMITS } from '../../src/api/limits.js';
import { operationName } from '../../src/client/operation-ref.js';
import { SANDBOX_PHONE_CODE, SEED, createSandboxAdapter } from '../../src/sandbox/index.js';
import type { Sandbox } from '../../src/sandbox/index.js';

const C = SEED.consumers;

const root = (el: SvcConsumerStatus) => el.shadowRoot!;
const part = (el: SvcConsumerStatus, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const partText = (el: SvcConsumerStatus, name: string) => text(part(el, name));
const codeInput = (el: SvcConsumerStatus) => root(el).querySelector<HTMLInputElement>('[name="code"]');
const codeMessage = (el: SvcConsumerStatus) => text(root(el).querySelector('[data-path="code"] [part~="form-control-error"]')) || null;
const announced = (el: SvcConsumerStatus) => text(root(el).querySelector('.announcer'));
const pathOf = (url: string) => new URL(url).pathname;
const writes = (sandbox: Sandbox) => sandbox.requests.filter((request) => request.method !== 'GET');

/** Each facet's row: its name, then what it says. */
function facts(el: SvcConsumerStatus): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of root(el).querySelectorAll('[part~="details"] [part~="row"]')) out[text(row.querySelector('dt'))!] = text(row.querySelector('dd'))!;
  return out;
}

async function setup(consumerId: string | undefined, attributes: { actions?: string; locale?: string; show?: string } = {}, adapterOverride?: (adapter: FetchAdapter) => FetchAdapter) {
  const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
  const el = await fixture<SvcConsumerStatus>(html`<svc-consumer-status
    .adapter=${adapterOverride ? adapterOverride(adapter) : adapter}
    consumer-id=${consumerId ?? ''}
    actions=${attributes.actions ?? 'email phone'}
    locale=${attributes.locale ?? 'en'}
    show=${attributes.show ?? 'statuses contact terms devices'}
  ></svc-consumer-status>`);
  return { el, sandbox };
}

const loaded = (el: SvcConsumerStatus) => waitUntil(() => part(el, 'base'), 'the consumer did not load');

/** A consumer status whose verifications fail to arrive while `down` (each fetch counted). */
const verificationsGate: OnDemandGate = { down: false, asked: 0 };
customElements.define('gated-consumer-status', gatedPart(SvcConsumerStatus, 'contact follow-ups', verificationsGate));

/** Sends a code to the phone and waits for the code field. */
async function askCode(el: SvcConsumerStatus) {
  part(el, 'send-code-button')!.click();
  await waitUntil(() => codeInput(el), 'no code field');
}

async function typeCode(el: SvcConsumerStatus, code: string) {
  const input = codeInput(el)!;
  input.focus();
  input.value = code;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

async function verify(el: SvcConsumerStatus) {
  part(el, 'verify-button')!.click();
  await el.updateComplete;
}

describe('<svc-consumer-status>', () => {
  it('shows only what `show` names: the phone alone, or the identity check alone', async () => {
    const sections = (el: SvcConsumerStatus) => [...root(el).querySelectorAll('[part~="section"]')].map((section) => section.getAttribute('part'));
    const { el } = await setup(SEED.consumers.chloe, { actions: 'phone', show: 'phone' });
    await loaded(el);
    expect(sections(el)).to.deep.equal(['section section-contact']);
    expect(part(el, 'follow-up-phone')).to.not.equal(null);
    expect(part(el, 'follow-up-email')).to.equal(null);
    expect(part(el, 'send-code-button')).to.not.equal(null);
    el.show = 'kyc';
    await el.updateComplete;
    expect(sections(el)).to.deep.equal(['section section-statuses']);
    expect(Object.keys(facts(el))).to.deep.equal(['Identity check (KYC)']);
    await expect(el).to.be.accessible();
  });

  it('shows the consumer when its verifications cannot be fetched, says so, and offers them on Try again', async () => {
    Object.assign(verificationsGate, { down: true, asked: 0 });
    const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const el = await fixture<SvcConsumerStatus>(html`<gated-consumer-status .adapter=${adapter} consumer-id=${C.chloe} locale="en"></gated-consumer-status>`);
    await loaded(el);
    expect(part(el, 'follow-up-phone')).to.not.equal(null);
    expect(part(el, 'send-code-button')).to.equal(null);
    expect(partText(el, 'error')).to.include('The email and phone verifications could not be loaded.');
    await expect(el).to.be.accessible();
    verificationsGate.down = false;
    part(el, 'retry-button')!.click();
    await waitUntil(() => part(el, 'send-code-button'), 'no send-code button after Try again');
    expect(part(el, 'error')).to.equal(null);
    expect(verificationsGate.asked).to.equal(2);
  });

  it('fetches no verifications while `actions` offers none, and offers them once it names one', async () => {
    Object.assign(verificationsGate, { down: false, asked: 0 });
    const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const el = await fixture<SvcConsumerStatus>(html`<gated-consumer-status .adapter=${adapter} consumer-id=${C.chloe} actions="" locale="en"></gated-consumer-status>`);
    await loaded(el);
    expect(part(el, 'follow-up-phone')).to.not.equal(null);
    expect(part(el, 'send-code-button')).to.equal(null);
    expect(part(el, 'error')).to.equal(null);
    expect(verificationsGate.asked).to.equal(0);
    el.actions = 'phone';
    await waitUntil(() => part(el, 'send-code-button'), 'no send-code button once `actions` offers the phone');
    expect(verificationsGate.asked).to.equal(1);
  });

  it('shows every status, both verifications, the terms and the device of a validated consumer, offering nothing to verify', async () => {
    const successes: string[] = [];
    const submits: string[] = [];
    const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const el = await fixture<SvcConsumerStatus>(html`<svc-consumer-status
      .adapter=${adapter}
      consumer-id=${C.alice}
      @svc-success=${(event: SvcSuccessEvent) => successes.push(event.detail.operation)}
      @svc-submit=${(event: SvcSubmitEvent) => submits.push(event.detail.operation)}
    ></svc-consumer-status>`);
    await loaded(el);
    expect(partText(el, 'title')).to.equal('Alice Martin');
    expect(text(part(el, 'header')!.querySelector('[part~="badge"]'))).to.equal('Active');
    expect(facts(el)).to.deep.equal({
      Overall: 'Active',
      'Identity check (KYC)': 'Validated Type of check: Full check',
      Banking: 'Open',
      Suspension: 'Not suspended',
      Service: 'Validated',
      Compliance: 'Validated',
    });
    expect(partText(el, 'follow-up-email')).to.equal('Email address alice.martin@example.com Verified Verified on Jan 10, 2025.');
    expect(partText(el, 'follow-up-phone')).to.equal('Phone number +33 612345678 Verified Verified on Jan 10, 2025.');
    expect(partText(el, 'section-terms')).to.equal('Terms and conditions Accepted');
    expect(partText(el, 'section-devices')).to.equal("Devices for strong customer authentication Alice's iPhone iOS Active Registered on Jan 10, 2025");
    expect(part(el, 'send-email-button') === null && part(el, 'send-code-button') === null, 'a verification was offered').to.equal(true);
    expect(successes).to.deep.equal(['getConsumer']);
    expect(submits).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('gives each status its reason, who suspended, and a tone; a KYC reason may come with the KYC application', async () => {
    const { el } = await setup(C.emma);
    await loaded(el);
    expect(facts(el)).to.deep.equal({
      Overall: 'Inactive',
      'Identity check (KYC)': 'Declined Reason: Document forged Type of check: Full check',
      Banking: 'Blocked Reason: Account blocked after the compliance review',
      Suspension: 'Suspended Reason: Compliance review Suspended by the service operator.',
      Service: 'Refused Reason: Identity document refused',
      Compliance: 'Declined Reason: Identity document refused',
    });
    const tone = (facet: string) => part(el, `row-${facet}`)!.querySelector('[part~="badge"]')!.className;
    expect(tone('kyc')).to.contain('tone-danger');
    expect(tone('suspension')).to.contain('tone-danger');
    expect(tone('overall')).to.contain('tone-neutral');
    expect(part(el, 'row-banking')!.querySelector('[part~="badge-blocked"]') !== null).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it('shows the type of check, reasons in progress and a device awaiting activation', async () => {
    const { el } = await setup(C.farid);
    await loaded(el);
    expect(facts(el)['Identity check (KYC)']).to.equal('In progress Type of check: Documents only');
    expect(facts(el).Banking).to.equal('Information missing Reason: Proof of address missing');
    expect(facts(el).Service).to.equal('Limited Reason: Monthly limit while the identity check runs');
    const devices = [...root(el).querySelectorAll('[part~="section-devices"] [part~="row"]')].map(text);
    expect(devices).to.deep.equal(['iPad iOS Active Registered on Apr 2, 2025', 'Pixel 9 Android Awaiting activation Registered on Apr 3, 2025']);
    // His email is not verified; the phone is.
    expect(part(el, 'send-email-button') !== null && part(el, 'send-code-button') === null).to.equal(true);
  });

  it('says when no device is active, and when none is registered', async () => {
    const { el } = await setup(C.david);
    await loaded(el);
    expect(partText(el, 'section-devices')).to.contain('No device is active: operations that need strong customer authentication cannot be approved at the moment.');
    expect([...root(el).querySelectorAll('[part~="section-devices"] [part~="badge"]')].map(text)).to.deep.equal(['Suspended', 'Removed']);
    el.consumerId = C.chloe;
    await waitUntil(() => partText(el, 'title') === 'Chloé Dubois', 'Chloé did not load');
    expect(partText(el, 'section-devices')).to.equal(
      'Devices for strong customer authentication No device is registered: operations that need strong customer authentication cannot be approved yet.',
    );
    expect(partText(el, 'section-terms')).to.equal('Terms and conditions Not accepted The consumer has not accepted the terms and conditions yet.');
    await expect(el).to.be.accessible();
  });

  it('sends the verification email of an unverified address, and says so', async () => {
    const { el, sandbox } = await setup(C.chloe);
    await loaded(el);
    expect(partText(el, 'follow-up-email')).to.equal('Email address chloe.dubois@example.com Not verified Send verification email');
    const submit = oneEvent(el, 'svc-submit') as Promise<SvcSubmitEvent>;
    part(el, 'send-email-button')!.click();
    expect((await submit).detail.operation).to.equal('sendConsumerVerificationEmail');
    await waitUntil(() => partText(el, 'follow-up-email')?.includes('A verification email was sent to chloe.dubois@example.com.'), 'no confirmation');
    expect(announced(el)).to.equal('A verification email was sent to chloe.dubois@example.com.');
    const sent = writes(sandbox);
    expect(sent.map((request) => [request.method, pathOf(request.url), request.status])).to.deep.equal([['POST', `/consumers/${C.chloe}/email-verification`, 204]]);
    expect(sandbox.data.outbox.at(-1)).to.deep.include({ channel: 'EMAIL', to: 'chloe.dubois@example.com' });
    await expect(el).to.be.accessible();
  });

  it('sends a code to an unverified phone, refuses a wrong code on the field, and shows the phone verified after the right one', async () => {
    const { el, sandbox } = await setup(C.chloe);
    await loaded(el);
    expect(partText(el, 'follow-up-phone')).to.equal('Phone number +33 755501234 Not verified Send code');
    await askCode(el);
    expect(writes(sandbox).map((request) => [pathOf(request.url), request.body])).to.deep.equal([[`/consumers/${C.chloe}/phone-verification`, {}]]);
    await waitUntil(() => root(el).activeElement === codeInput(el), 'the code field was not focused');
    expect(partText(el, 'follow-up-phone')).to.contain('A code was sent to +33 755501234.');
    expect(text(part(el, 'send-code-button'))).to.equal('Send a new code');
    await expect(el).to.be.accessible();

    await typeCode(el, '000000');
    await verify(el);
    await waitUntil(() => codeMessage(el), 'no message on the code field');
    expect(codeMessage(el)).to.equal('This code is not the one we sent. Check it and try again.');
    expect(codeInput(el)!.getAttribute('aria-invalid')).to.equal('true');

    await typeCode(el, SANDBOX_PHONE_CODE);
    await verify(el);
    await waitUntil(() => partText(el, 'follow-up-phone')?.includes('is verified'), 'not verified');
    expect(partText(el, 'follow-up-phone')).to.match(/^Phone number \+33 755501234 Verified Verified on .+\. The phone number \+33 755501234 is verified\.$/);
    expect(codeInput(el) === null, 'the code field stayed').to.equal(true);
    await waitUntil(() => root(el).activeElement?.id === 'phone-verified', 'the focus was lost with the code field');
    expect(writes(sandbox).at(-1)!.body).to.deep.equal({ code: SANDBOX_PHONE_CODE });
    expect(sandbox.data.consumers.get(C.chloe)!.phone.verified).to.equal(true);
  });

  describe('the verification code: letters or digits, as many as KIT_LIMITS.verificationCode allows', () => {
    const { min, max } = KIT_LIMITS.verificationCode;
    const refusal = `Enter the code you received: ${min} to ${max} letters or digits.`;

    for (const [name, code] of [
      [`${min} characters, the fewest`, 'a1B2c3d4e5f6'.slice(0, min)],
      [`${max} characters, the most`, 'a1B2c3d4e5f6'.slice(0, max)],
    ] as const) {
      it(`accepts ${name} and sends it`, async () => {
        const { el, sandbox } = await setup(C.chloe);
        await loaded(el);
        await askCode(el);
        const before = writes(sandbox).length;
        await typeCode(el, code);
        const submit = oneEvent(el, 'svc-submit') as Promise<SvcSubmitEvent>;
        await verify(el);
        expect((await submit).detail.body).to.deep.equal({ code });
        await waitUntil(() => writes(sandbox).length === before + 1, 'the code was not sent');
        // Sent: whatever the service says next is its own answer, not the kit's refusal.
        await waitUntil(() => codeMessage(el), 'no answer shown');
        expect(codeMessage(el)).not.to.equal(refusal);
      });
    }

    for (const [name, code] of [
      [`${min - 1} characters, one too few`, 'a1B2c3d4e5f6'.slice(0, min - 1)],
      [`${max + 1} characters, one too many`, 'a1B2c3d4e5f6'.slice(0, max + 1)],
      ['a character that is neither a letter nor a digit', `${'1'.repeat(min - 1)}-`],
      ['nothing at all', ''],
    ] as const) {
      it(`refuses ${name} on the field, sending nothing`, async () => {
        const { el, sandbox } = await setup(C.chloe);
        await loaded(el);
        await askCode(el);
        const before = sandbox.requests.length;
        await typeCode(el, code);
        await verify(el);
        expect(codeMessage(el)).to.equal(code === '' ? 'This field is required.' : refusal);
        expect(codeInput(el)!.getAttribute('aria-invalid')).to.equal('true');
        // The refusal announced is the decision's last step: nothing is to follow it.
        expect(announced(el)).to.equal(codeMessage(el));
        expect(sandbox.requests).to.have.length(before);
      });
    }
  });

  it('offers only the verifications named in `actions`', async () => {
    const { el } = await setup(C.chloe, { actions: 'phone' });
    await loaded(el);
    expect(part(el, 'send-email-button') === null && part(el, 'send-code-button') !== null).to.equal(true);
    el.actions = '';
    await el.updateComplete;
    expect(part(el, 'send-email-button') === null && part(el, 'send-code-button') === null).to.equal(true);
    expect(partText(el, 'follow-up-phone')).to.equal('Phone number +33 755501234 Not verified');
  });

  it('sends nothing when a svc-submit listener cancels', async () => {
    const { el, sandbox } = await setup(C.chloe);
    await loaded(el);
    let cancelled = 0;
    el.addEventListener('svc-submit', (event) => {
      event.preventDefault();
      cancelled++;
    });
    part(el, 'send-email-button')!.click();
    part(el, 'send-code-button')!.click();
    // The element decides on the event it has just dispatched: once both are cancelled, nothing is to follow.
    await waitUntil(() => cancelled === 2, 'svc-submit was not dispatched for both');
    await el.updateComplete;
    expect(writes(sandbox)).to.have.length(0);
    expect(codeInput(el) === null).to.equal(true);
  });

  it('says a missing or wrong consumer-id, sending nothing', async () => {
    const { el, sandbox } = await setup(undefined);
    expect(partText(el, 'error')).to.equal('No consumer to show: the consumer-id attribute is missing.');
    el.consumerId = 'not-a-uuid';
    await el.updateComplete;
    expect(partText(el, 'error')).to.equal('No consumer to show: the consumer-id attribute is not a valid identifier.');
    expect(sandbox.requests).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('says a failed load, and loads again on Try again', async () => {
    let down = true;
    const errors: string[] = [];
    const { el } = await setup(C.bruno, {}, (adapter) => ({
      sandbox: true,
      request: (operation, input, options) =>
        down && operationName(operation) === 'getConsumer'
          ? Promise.reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation: operationName(operation) }))
          : adapter.request(operation, input, options),
    }));
    el.addEventListener('svc-error', (event: SvcErrorEvent) => errors.push(event.detail.error.code));
    await waitUntil(() => part(el, 'retry-button'), 'no failure shown');
    expect(partText(el, 'error')).to.match(/^The consumer could not be loaded\. .+ Try again$/);
    expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
    await expect(el).to.be.accessible();
    down = false;
    part(el, 'retry-button')!.click();
    await loaded(el);
    expect(partText(el, 'title')).to.equal('Bruno Lefèvre');
    expect(facts(el).Banking).to.equal('Being opened Reason: Waiting for the identity check');
  });

  it('loads again on Refresh, keeping what it shows meanwhile', async () => {
    const { el, sandbox } = await setup(C.bruno);
    await loaded(el);
    sandbox.data.consumers.get(C.bruno)!.status.kyc = { value: 'VALIDATED' };
    part(el, 'refresh-button')!.click();
    await el.updateComplete;
    expect(part(el, 'base')!.getAttribute('aria-busy')).to.equal('true');
    expect(partText(el, 'title')).to.equal('Bruno Lefèvre');
    await waitUntil(() => facts(el)['Identity check (KYC)']?.startsWith('Validated'), 'not refreshed');
    expect(el.consumer?.status?.kyc?.value).to.equal('VALIDATED');
  });

  it('shows a value it has never seen as sent, its code, in the neutral tone', async () => {
    const { el } = await setup(C.alice, {}, (adapter) => ({
      sandbox: true,
      request: async (operation, input, options) => {
        const result = (await adapter.request(operation, input, options)) as Record<string, unknown>;
        if (operationName(operation) !== 'getConsumer') return result as never;
        const record = structuredClone(result) as { status: { banking: { value: string } }; scaDevices: { status: string }[] };
        record.status.banking.value = 'UNDER_MIGRATION';
        record.scaDevices[0].status = 'LOCKED_BY_OS';
        return record as never;
      },
    }));
    await loaded(el);
    expect(facts(el).Banking).to.equal('UNDER_MIGRATION');
    expect(part(el, 'row-banking')!.querySelector('[part~="badge"]')!.className).to.contain('tone-neutral');
    expect(partText(el, 'section-devices')).to.contain('LOCKED_BY_OS');
  });

  it('speaks French when asked', async () => {
    const { el } = await setup(C.emma, { locale: 'fr' });
    await loaded(el);
    expect(facts(el)['Vérification d’identité (KYC)']).to.equal('Refusée Motif : Document forged Type de vérification : Vérification complète');
    expect(facts(el).Suspension).to.equal('Suspendu Motif : Compliance review Suspendu par l’opérateur du service.');
    expect(partText(el, 'refresh-button')).to.equal('Actualiser');
  });
});
