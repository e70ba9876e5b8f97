/** <svc-kyb-request>: what is needed, the request, the outcome in words, on the sandbox backend. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/kyb-request/define.js';
import type { SvcKybRequest } from '../../src/elements/kyb-request/svc-kyb-request.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import type { SvcErrorEvent, SvcSuccessEvent } from '../../src/elements/base/events.js';
import { has, partText, press, requestsOf, root, text } from './form-helpers.js';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement } from './deep-focus.js';

const { meridian: MERIDIAN, nordwind: NORDWIND, atelier: ATELIER } = SEED.corporates;

async function setup(attributes: { corporateId?: string; kybStatus?: string; reason?: string; extendedUbos?: boolean; locale?: string } = {}) {
  const { adapter, sandbox } = createSandboxAdapter();
  const el = await fixture<SvcKybRequest>(html`<svc-kyb-request
    .adapter=${adapter}
    corporate-id=${attributes.corporateId ?? NORDWIND}
    .kybStatus=${attributes.kybStatus}
    .kybStatusReason=${attributes.reason}
    ?extended-ubos=${attributes.extendedUbos ?? false}
    locale=${attributes.locale ?? 'en'}
  ></svc-kyb-request>`);
  await el.updateComplete;
  return { el, sandbox };
}

const requirements = (el: SvcKybRequest) => [...root(el).querySelectorAll('[part~="section-requirements"] li')].map((item) => item.textContent!.trim());

describe('<svc-kyb-request>', () => {
  it('says what is needed before the request: directors, UBOs at 25 % (10 % extended), validated KYCs with the link the partner sends (not a share total)', async () => {
    const { el } = await setup();
    expect(requirements(el)).to.deep.equal([
      'every director is declared;',
      'every UBO is declared: each person holding 25 % or more of the shares, or a designated (special) UBO when nobody does;',
      'each of them has a validated identity check (KYC): after declaring a person, you (the partner) send them the link to their identity check. The link comes from your KYC set-up with the service; this page does not create or send it.',
    ]);
    el.extendedUbos = true;
    await el.updateComplete;
    expect(requirements(el)[1]).to.contain('holding 10 % or more');
  });

  it('sends the request once, says it was sent and fires svc-success', async () => {
    const { el, sandbox } = await setup();
    const successes: SvcSuccessEvent[] = [];
    el.addEventListener('svc-success', (event) => successes.push(event as SvcSuccessEvent));
    await press(el, 'submit-button');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="success"]'), 'no success shown');
    expect(requestsOf(sandbox, 'requestKybVerification').map((request) => request.url)).to.deep.equal([`${sandbox.baseUrl}/corporates/${NORDWIND}/kyb-verification`]);
    expect(partText(el, 'success')).to.equal('The KYB verification was requested. A compliance officer reviews the company and sets the outcome.');
    expect(successes.map((event) => event.detail.operation)).to.deep.equal(['requestKybVerification']);
    expect(el.matches(':state(success)')).to.equal(true);
  });

  for (const how of ['mouse', 'keyboard'] as const) {
    it(`after the request (${how}), focus goes to what appeared: the request said sent, or the refusal`, async () => {
      for (const corporateId of [NORDWIND, ATELIER]) {
        const { el } = await setup({ corporateId });
        const submit = root(el).querySelector<HTMLButtonElement>('[part~="submit-button"]')!;
        if (how === 'mouse') submit.click();
        else {
          submit.focus();
          await sendKeys({ press: 'Enter' });
        }
        const shown = corporateId === NORDWIND ? 'success' : 'error';
        await waitUntil(() => has(el, `[part~="${shown}"]`), `no ${shown} shown`);
        await waitUntil(() => deepActiveElement() === root(el).querySelector(`[part~="${shown}"]`), `focus is on ${deepActiveElement()?.localName ?? 'nothing'}, not on the ${shown}`);
      }
    });
  }

  it('shows one state at a time: the request sent replaces the outcome before it; a new outcome replaces "requested"', async () => {
    const { el } = await setup({ kybStatus: 'NEED_ADDITIONAL_INFORMATION', reason: 'No director is declared' });
    const outcome = () => root(el).querySelector('[part~="section-outcome"]');
    expect(text(el, '[part~="section-outcome"]')).to.contain('More information needed');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="success"]'), 'no success shown');
    expect(outcome(), 'the outcome before the request is still shown').to.equal(null);
    expect(text(el, '[part~="base"]')).not.to.contain('No director is declared');
    el.kybStatus = 'VALIDATED';
    el.kybStatusReason = undefined;
    await el.updateComplete;
    expect(text(el, '[part~="section-outcome"]')).to.contain('Validated');
    expect(has(el, '[part~="success"]'), '"requested" is still shown beside the outcome').to.equal(false);
    expect(has(el, '[part~="section-requirements"]'), 'what is needed before asking is shown though nothing is left to ask').to.equal(false);
    expect(has(el, '[part~="submit-button"]')).to.equal(false);
    expect(text(el, '[part~="base"]')).not.to.contain('compliance officer reviews');
    expect(el.matches(':state(validated)')).to.equal(true);
  });

  it('an outcome the page passes in from its svc-success listener shows at once, with the focus on it', async () => {
    const { el } = await setup();
    // As a partner's page does: the request's success followed by the company's status it learns.
    el.addEventListener('svc-success', () => {
      el.kybStatus = 'VALIDATED';
    });
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="section-outcome"]'), 'the outcome passed in is not shown');
    expect(text(el, '[part~="section-outcome"]')).to.contain('Validated');
    expect(has(el, '[part~="success"]'), '"requested" is shown beside the outcome').to.equal(false);
    await waitUntil(() => deepActiveElement() === root(el).querySelector('[part~="section-outcome"]'), `focus is on ${deepActiveElement()?.localName ?? 'nothing'}, not on the outcome`);
  });

  it('a director or UBO whose KYC is not validated: the refusal in words, svc-error, and the button stays', async () => {
    const { el } = await setup({ corporateId: ATELIER });
    const errors: SvcErrorEvent[] = [];
    el.addEventListener('svc-error', (event) => errors.push(event as SvcErrorEvent));
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="error"]'), 'no error shown');
    expect(partText(el, 'error')).to.equal('Every director and beneficial owner must be declared and have a validated identity check first.');
    expect(errors[0]!.detail.error.code).to.equal('KYB_PREREQUISITES_MISSING');
    expect(has(el, '[part~="submit-button"]')).to.equal(true);
    expect(el.matches(':state(error)')).to.equal(true);
  });

  it('shows each outcome in words: VALIDATED (no request offered), NEED_ADDITIONAL_INFORMATION with its reason, DECLINED; an unknown one by its code', async () => {
    const { el } = await setup({ kybStatus: 'VALIDATED' });
    expect(text(el, '[part~="section-outcome"] [part~="badge"]')).to.equal('Validated');
    expect(text(el, '[part~="section-outcome"]')).to.contain('every banking feature is open to it');
    expect(has(el, '[part~="submit-button"]')).to.equal(false);
    expect(el.matches(':state(validated)')).to.equal(true);

    el.kybStatus = 'NEED_ADDITIONAL_INFORMATION';
    el.kybStatusReason = '<b>25 %</b> of the shares are not declared.';
    await el.updateComplete;
    expect(text(el, '[part~="badge"]')).to.equal('More information needed');
    expect(partText(el, 'notice')).to.equal('Reason: <b>25 %</b> of the shares are not declared.');
    expect(root(el).querySelector('[part~="notice"] b')).to.equal(null);
    expect(has(el, '[part~="submit-button"]')).to.equal(true);

    el.kybStatus = 'DECLINED';
    el.kybStatusReason = undefined;
    await el.updateComplete;
    expect(text(el, '[part~="badge"]')).to.equal('Declined');
    expect(text(el, '[part~="section-outcome"]')).to.contain('breaks compliance rules');
    expect(has(el, '[part~="notice"]')).to.equal(false);

    el.kybStatus = 'ON_HOLD';
    await el.updateComplete;
    expect(text(el, '[part~="badge"]')).to.equal('ON_HOLD');
  });

  it('without a valid corporate-id it says so and sends nothing', async () => {
    const { el, sandbox } = await setup({ corporateId: 'nope' });
    expect(partText(el, 'error')).to.contain('corporate-id');
    expect(await el.request()).to.equal(false);
    expect(sandbox.requests).to.have.length(0);
  });

  it('the whole path in the sandbox: refused while the KYC is not validated, passes after moving it forward', async () => {
    const { adapter, sandbox } = createSandboxAdapter();
    const { id } = await adapter.request('declareCorporateRelated', { params: { corporateId: MERIDIAN }, body: { isDirector: true, directorAppointmentDate: '2024-05-01', sharesInfo: [{ percentage: 100 }], info: { firstName: 'Ana', lastName: 'Lima' } } }) as { id: string };
    const el = await fixture<SvcKybRequest>(html`<svc-kyb-request .adapter=${adapter} corporate-id=${MERIDIAN}></svc-kyb-request>`);
    expect(await el.request()).to.equal(false);
    sandbox.advanceRelatedKyc(id, 'VALIDATED');
    expect(await el.request()).to.equal(true);
    el.kybStatus = sandbox.data.corporates.get(MERIDIAN)!.kybStatus;
    await el.updateComplete;
    expect(text(el, '[part~="badge"]')).to.equal('Validated');
  });

  it('has no axe violations: before the request, refused, and with each outcome', async () => {
    const { el } = await setup({ corporateId: ATELIER });
    await expect(el).to.be.accessible();
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="error"]'), 'no error shown');
    await expect(el).to.be.accessible();
    for (const status of ['VALIDATED', 'NEED_ADDITIONAL_INFORMATION', 'DECLINED']) {
      el.kybStatus = status;
      el.kybStatusReason = 'No director is declared.';
      await el.updateComplete;
      await expect(el).to.be.accessible();
    }
  });

  it('speaks Estonian', async () => {
    const { el } = await setup({ locale: 'et', kybStatus: 'DECLINED' });
    await waitUntil(() => text(el, '[part~="badge"]') === 'Tagasi lükatud', 'not in Estonian');
  });
});
