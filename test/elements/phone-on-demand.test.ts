/**
 * The phone rules (libphonenumber-js, its smallest metadata) are fetched only once a phone number
 * is typed, and drop the trunk prefix a person types at home: "06 12 34 56 78" after +33 is sent as
 * 612345678. A file of its own: a page fetches the rules once, so the first test sees them arrive.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/consumer-form/define.js';
import '../../src/elements/corporate-related-form/define.js';
import type { SvcConsumerForm } from '../../src/elements/consumer-form/svc-consumer-form.js';
import type { SvcCorporateRelatedForm } from '../../src/elements/corporate-related-form/svc-corporate-related-form.js';
import { createSandboxAdapter, SEED, endUserHeaders } from '../../src/sandbox/index.js';
import { click, control, part, press, type } from './form-helpers.js';

/** The files of the phone library this page fetched so far. */
const phoneFiles = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('libphonenumber-js'));

async function createForm() {
  const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
  const el = await fixture<SvcConsumerForm>(html`<svc-consumer-form .adapter=${adapter}></svc-consumer-form>`);
  await type(el, 'firstName', 'Zoé');
  await type(el, 'lastName', 'Moreau');
  return { el, sandbox, sent: () => sandbox.requests.filter((request) => request.operation === 'createConsumer') };
}

describe('phone numbers: the trunk prefix, by rules fetched on demand', () => {
  it('nothing of the phone library is fetched before a phone is typed; typed and sent at once, the number keeps what was typed and goes without its trunk prefix', async () => {
    const { el, sent } = await createForm();
    expect(phoneFiles(), 'fetched before any phone was typed').to.have.length(0);
    await type(el, 'phone.countryCode', '+33');
    await type(el, 'phone.number', '06 12 34 56 78');
    // Sent before the rules could arrive: the submit waits for them, nothing typed is lost or refused.
    await press(el, 'submit-button');
    await waitUntil(() => sent().length === 1, 'nothing sent', { timeout: 10_000 });
    expect(phoneFiles().length, 'the rules were fetched once a phone was typed').to.be.greaterThan(0);
    const [request] = sent();
    expect(request!.method).to.equal('POST');
    expect((request!.body as { phone: unknown }).phone).to.deep.equal({ countryCode: '+33', number: '612345678' });
  });

  for (const [countryCode, typed, stored] of [
    ['33', '0612345678', '612345678'],
    ['0033', '06 12 34 56 78', '612345678'],
    ['44', '07700 900123', '7700900123'],
    ['49', '030 123456', '30123456'],
    ['33', '612345678', '612345678'],
    ['1-684', '6331234', '6331234'],
  ] as const) {
    it(`"${typed}" after ${countryCode} is sent as ${stored}; the field shows what was typed`, async () => {
      const { el, sent } = await createForm();
      await type(el, 'phone.countryCode', countryCode);
      await type(el, 'phone.number', typed);
      expect(control(el, 'phone.number').value).to.equal(typed.replace(/\s/g, ''));
      await press(el, 'submit-button');
      await waitUntil(() => sent().length === 1, 'nothing sent', { timeout: 10_000 });
      expect((sent()[0]!.body as { phone: { number: string } }).phone.number).to.equal(stored);
    });
  }

  it('the contact form sends a new number without its trunk prefix', async () => {
    const { adapter, sandbox } = createSandboxAdapter({ headers: endUserHeaders(SEED.consumers.chloe), sca: { strategy: 'BY_PASS' } });
    const el = await fixture<SvcConsumerForm>(html`<svc-consumer-form .adapter=${adapter} mode="contact" consumer-id=${SEED.consumers.chloe}></svc-consumer-form>`);
    await waitUntil(() => part(el, 'form') && el.shadowRoot!.querySelector('[name="phone.number"]'), 'the consumer did not load');
    await type(el, 'phone.countryCode', '33');
    await type(el, 'phone.number', '07 11 22 33 44');
    await press(el, 'submit-button');
    await waitUntil(() => sandbox.requests.some((request) => request.operation === 'patchConsumerContact'), 'nothing sent', { timeout: 10_000 });
    const request = sandbox.requests.find((found) => found.operation === 'patchConsumerContact')!;
    expect(request.method).to.equal('PATCH');
    expect((request.body as { phone: unknown }).phone).to.deep.equal({ countryCode: '33', number: '711223344' });
  });

  it("a company's director is declared with their number without its trunk prefix; the field shows what was typed, without its separators", async () => {
    const { adapter, sandbox } = createSandboxAdapter();
    const el = await fixture<SvcCorporateRelatedForm>(html`<svc-corporate-related-form .adapter=${adapter} corporate-id=${SEED.corporates.meridian}></svc-corporate-related-form>`);
    await click(el, 'input[name="isDirector"]');
    await type(el, 'directorAppointmentDate', '2024-05-01');
    await type(el, 'info.firstName', 'Ana');
    await type(el, 'info.lastName', 'Lima');
    await type(el, 'info.phone.countryCode', '+33');
    await type(el, 'info.phone.number', '06 12 34 56 78');
    expect(control(el, 'info.phone.number').value).to.equal('0612345678');
    await press(el, 'submit-button');
    const declared = () => sandbox.requests.filter((request) => request.operation === 'declareCorporateRelated');
    await waitUntil(() => declared().length === 1, 'nothing sent', { timeout: 10_000 });
    expect(declared()[0]!.method).to.equal('POST');
    expect((declared()[0]!.body as { info: { phone: unknown } }).info.phone).to.deep.equal({ countryCode: '+33', number: '612345678' });
  });
});
