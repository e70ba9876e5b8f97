/**
 * The partner's field control on a form of its own (`fields` on `<svc-consumer-form>`): a value to
 * start with, a locked field (shown, not editable, its value sent), a hidden optional field (not
 * shown; sent only when the partner gave it a value), a hidden required field (said in the console,
 * still shown), and a locked value refused, by the documented limits (255 characters pass, 256 do
 * not) or by the service: said in the console and, to the person, "contact us" in their language.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/elements/consumer-form/define.js';
import type { SvcConsumerForm } from '../../src/elements/consumer-form/svc-consumer-form.js';
import type { FieldControls } from '../../src/elements/form/field-control.js';
import type { FormBody } from '../../src/elements/form/svc-form-element.js';
import { createFetchAdapter } from '../../src/client/adapter.js';
import { createSandboxAdapter } from '../../src/sandbox/index.js';
import { loadPhoneRules } from '../../src/elements/form/phone-national.js';
import { common } from '../../src/i18n/common/en.js';
import { SHIPPED_LOCALES } from '../../src/i18n/shipped.js';
import { waitUntil } from '../wait.js';
import { json } from '../client/fake-fetch.js';
import { consoleErrors, control, controlLinesHere, has, message, part, press, requestsOf, type } from './form-helpers.js';

type Controls = FieldControls<FormBody<'createConsumer'>>;

async function setup(fields: Controls, locale = 'en') {
  const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
  const el = await fixture<SvcConsumerForm>(html`<svc-consumer-form .adapter=${adapter} locale=${locale} .fields=${fields}></svc-consumer-form>`);
  await waitUntil(() => has(el, '[name="firstName"]'), 'the form did not render');
  return { el, sandbox };
}

const phone = async (el: SvcConsumerForm) => {
  await type(el, 'phone.countryCode', '33');
  await type(el, 'phone.number', '601020377');
};

before(() => loadPhoneRules());

describe('field control on a form (`fields`)', () => {
  it('prefills, locks and hides: what is shown, what typing does, what is sent', async () => {
    const { el, sandbox } = await setup({
      emailAddress: { value: 'prefilled@example.com' },
      lastName: { value: 'Moreau', locked: true },
      middleName: { hidden: true },
      occupation: { value: 'ENGINEER', hidden: true },
    });
    // Prefilled: shown and editable.
    expect(control(el, 'emailAddress').value).to.equal('prefilled@example.com');
    expect((control(el, 'emailAddress') as HTMLInputElement).readOnly).to.equal(false);
    // Locked: shown, read-only; what is typed does not replace it.
    const last = control(el, 'lastName') as HTMLInputElement;
    expect(last.value).to.equal('Moreau');
    expect(last.readOnly).to.equal(true);
    await type(el, 'lastName', 'Typed over');
    expect(control(el, 'lastName').value).to.equal('Moreau');
    // Hidden: no control, no label.
    expect(has(el, '[name="middleName"]')).to.equal(false);
    expect(has(el, '[data-path="middleName"]')).to.equal(false);
    expect(has(el, '[name="occupation"]')).to.equal(false);
    await expect(el).to.be.accessible();

    await type(el, 'firstName', 'Zoé');
    await type(el, 'emailAddress', 'zoe@example.com');
    await phone(el);
    await press(el, 'submit-button');
    await waitUntil(() => part(el, 'success'), 'the consumer was not created');
    const [sent] = requestsOf(sandbox, 'createConsumer');
    expect(sent.body).to.deep.include({ firstName: 'Zoé', lastName: 'Moreau', emailAddress: 'zoe@example.com', occupation: 'ENGINEER' });
    expect(sent.body).to.not.have.property('middleName');
  });

  it('says in the console that a required field cannot be hidden, and shows it', async () => {
    let el!: SvcConsumerForm;
    const said = await consoleErrors(async () => {
      ({ el } = await setup({ 'phone.number': { hidden: true }, middleName: { hidden: true } }));
      await controlLinesHere();
    });
    expect(said.filter((line) => line.includes('hidden'))).to.deep.equal(['<svc-consumer-form>: the field "phone.number" is required: it cannot be hidden, and stays shown.']);
    expect(has(el, '[name="phone.number"]')).to.equal(true);
    expect(has(el, '[name="middleName"]')).to.equal(false);
  });

  it('checks a locked value against the limits: 255 characters pass, 256 ask the person to contact you and send nothing', async () => {
    const atLimit = await setup({ lastName: { value: 'M'.repeat(255), locked: true } });
    expect(message(atLimit.el, 'lastName')).to.equal(null);
    await phone(atLimit.el);
    await press(atLimit.el, 'submit-button');
    await waitUntil(() => part(atLimit.el, 'success'), 'a value at the limit was refused');

    let el!: SvcConsumerForm;
    let sandbox!: ReturnType<typeof createSandboxAdapter>['sandbox'];
    const said = await consoleErrors(async () => {
      ({ el, sandbox } = await setup({ lastName: { value: 'M'.repeat(256), locked: true } }));
      await phone(el);
      await press(el, 'submit-button');
      await el.updateComplete;
      await controlLinesHere();
    });
    // Shown at once (the person cannot change it), tied to the field, and never a dead end.
    expect(message(el, 'lastName')).to.equal(common.lockedRefused);
    expect(control(el, 'lastName').getAttribute('aria-invalid')).to.equal('true');
    expect(control(el, 'lastName').getAttribute('aria-describedby')).to.contain('field-lastName-message');
    expect(said).to.deep.equal(['<svc-consumer-form>: the locked field "lastName" is refused (too_big): the person is asked to contact you.']);
    expect(requestsOf(sandbox, 'createConsumer')).to.have.length(0);
  });

  it('a locked value the service refuses: the console names the field, the person is asked to contact you', async () => {
    const { sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const sent: string[] = [];
    const adapter = createFetchAdapter({
      baseUrl: 'https://partner.test',
      sca: { strategy: 'PUSH_NOTIFICATION' },
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        sent.push(`${request.method} ${new URL(request.url).pathname}`);
        // The service does not take this last name (a rule the documented limits do not state).
        return json(400, { code: 'VALIDATION_FAILED', message: 'lastName rejected', errors: [{ field: 'lastName', code: 'INVALID_VALUE', message: 'rejected' }] });
      }) as typeof fetch,
    });
    void sandbox;
    let el!: SvcConsumerForm;
    const said = await consoleErrors(async () => {
      el = await fixture<SvcConsumerForm>(html`<svc-consumer-form .adapter=${adapter} locale="en" .fields=${{ lastName: { value: 'Moreau', locked: true } } satisfies Controls}></svc-consumer-form>`);
      await waitUntil(() => has(el, '[name="firstName"]'), 'the form did not render');
      await phone(el);
      await press(el, 'submit-button');
      await waitUntil(() => message(el, 'lastName') !== null, 'the refusal was not shown on the field');
    });
    expect(sent).to.deep.equal(['POST /consumers']);
    expect(message(el, 'lastName')).to.equal(common.lockedRefused);
    expect(control(el, 'lastName').value).to.equal('Moreau');
    expect(said.filter((line) => line.includes('locked'))).to.deep.equal(['<svc-consumer-form>: the locked field "lastName" is refused (INVALID_VALUE): the person is asked to contact you.']);
    // Never the service's own words.
    expect(el.shadowRoot!.textContent).to.not.contain('rejected');
  });

  it('says "contact us" in every shipped language', async () => {
    for (const locale of SHIPPED_LOCALES) {
      const { el } = await setup({ lastName: { value: 'M'.repeat(256), locked: true } }, locale);
      await waitUntil(() => message(el, 'lastName') !== null && (locale === 'en' || message(el, 'lastName') !== common.lockedRefused), `no words in ${locale}`);
      const words = message(el, 'lastName')!;
      if (locale !== 'en') expect(words, locale).to.not.equal(common.lockedRefused);
      el.remove();
    }
  });
});
