/**
 * The platform features the kit stands on, as a partner's page meets them, in every engine the
 * tests run in: form association (ElementInternals), custom states, delegated focus, adopted
 * stylesheets and theme tokens. (Container queries: the ledger list's narrow-container test.)
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/beneficiary-form/define.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import type { SvcBeneficiaryForm } from '../../src/elements/beneficiary-form/svc-beneficiary-form.js';
import { pageStyles } from '../page-styles.js';

const valid = {
  endUserId: SEED.consumers.alice,
  type: 'PERSON',
  name: 'Jean Marc Dupont',
  bankingDetails: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
};

async function inHostForm() {
  const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' }, latencyMs: 150 });
  const form = await fixture<HTMLFormElement>(html`
    <form action="#">
      <svc-beneficiary-form name="beneficiary" .adapter=${adapter}></svc-beneficiary-form>
      <button>Save page</button>
    </form>
  `);
  const el = form.querySelector<SvcBeneficiaryForm>('svc-beneficiary-form')!;
  await el.updateComplete;
  return { form, el, sandbox };
}

describe('platform features in this engine', () => {
  it('a host form lists the kit form, will not submit while it is invalid, and sends its value as JSON once valid', async () => {
    const { form, el } = await inHostForm();
    expect([...form.elements].includes(el)).to.equal(true);
    let submits = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits++;
    });
    let invalid = 0;
    el.addEventListener('invalid', () => invalid++);
    form.requestSubmit();
    expect(submits).to.equal(0);
    expect(invalid).to.equal(1);
    expect(form.checkValidity()).to.equal(false);

    el.value = valid;
    await el.updateComplete;
    expect(form.checkValidity()).to.equal(true);
    form.requestSubmit();
    expect(submits).to.equal(1);
    const sent = JSON.parse(String(new FormData(form).get('beneficiary')));
    expect(sent).to.deep.include({ name: 'Jean Marc Dupont', type: 'PERSON' });
  });

  it('custom states style it from the page: :state(invalid), then :state(pending) while sending, then :state(success)', async () => {
    pageStyles(`
      svc-beneficiary-form:state(invalid) { outline: 3px solid rgb(200, 0, 0); }
      svc-beneficiary-form:state(pending) { outline: 3px solid rgb(0, 0, 200); }
      svc-beneficiary-form:state(success) { outline: 3px solid rgb(0, 150, 0); }
    `);
    const { el, sandbox } = await inHostForm();
    const outline = () => getComputedStyle(el).outlineColor;
    expect(outline()).to.equal('rgb(200, 0, 0)');
    el.value = valid;
    await el.updateComplete;
    expect(getComputedStyle(el).outlineStyle).to.equal('none');
    const done = el.submit();
    await waitUntil(() => outline() === 'rgb(0, 0, 200)', 'never shown as pending');
    expect(await done).to.have.property('id');
    await el.updateComplete;
    expect(outline()).to.equal('rgb(0, 150, 0)');
    expect(sandbox.requests.filter((request) => request.operation === 'createBeneficiary')).to.have.length(1);
  });

  it('delegates focus: focusing the element lands in its first field, and the page sees the element focused', async () => {
    const { el } = await inHostForm();
    el.focus();
    const inner = el.shadowRoot!.activeElement;
    expect(inner !== null && inner.matches('input, select, textarea')).to.equal(true);
    expect(document.activeElement === el).to.equal(true);
    expect(el.matches(':focus')).to.equal(true);
    (inner as HTMLElement).blur();
    expect(el.matches(':focus')).to.equal(false);
  });

  it('styles come as adopted stylesheets (no <style> element, as a strict style-src wants) and take the page\'s theme tokens', async () => {
    const { el } = await inHostForm();
    const root = el.shadowRoot!;
    expect(root.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(root.querySelector('style') === null).to.equal(true);
    const button = root.querySelector<HTMLElement>('[part~="submit-button"]')!;
    const before = getComputedStyle(button).backgroundColor;
    pageStyles('svc-beneficiary-form { --svc-color-primary: rgb(12, 34, 56); }');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(12, 34, 56)');
    expect(before).to.not.equal('rgb(12, 34, 56)');
  });
});
