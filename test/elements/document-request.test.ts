/** <svc-document-request>, driven like a person on the sandbox backend. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/document-request/define.js';
import type { SvcDocumentRequest } from '../../src/elements/document-request/svc-document-request.js';
import { KIT_LIMITS } from '../../src/api/limits.js';
import { createSandboxAdapter, SEED, type Sandbox } from '../../src/sandbox/index.js';
import type { SvcErrorEvent, SvcSuccessEvent } from '../../src/elements/base/events.js';
import { choose, control, has, message, press, requestsOf, root, text, type, wordsHere } from './form-helpers.js';

const { alice: ALICE, bruno: BRUNO, grace: GRACE } = SEED.consumers;
/** Alice's transfer to her Holidays pocket, her beneficiary and her address: hers to relate documents to. */
const TRANSACTION = SEED.transactions.aliceToHolidays;
const ALICE_BENEFICIARY = SEED.beneficiaries.aliceSepa;
const ALICE_ADDRESS = ALICE.replace(/^c0/, 'ad');
const BENEFICIARY = SEED.beneficiaries.brunoCompany;
const RELATION_FIELDS = ['transactionId', 'beneficiaryId', 'addressId', 'corporateRelatedId'];
/** The related objects' fields offered, by name. */
const relationFields = (el: SvcDocumentRequest) =>
  [...root(el).querySelectorAll<HTMLInputElement>('[part~="form-control-group"] input')].map((input) => input.name);

const sent = (sandbox: Sandbox) => requestsOf(sandbox, 'createDocumentRequest');

async function setup(options: { endUserId?: string; locale?: string } = {}) {
  const { adapter, sandbox } = createSandboxAdapter();
  const el = await fixture<SvcDocumentRequest>(html`<svc-document-request
    .adapter=${adapter}
    .endUserId=${options.endUserId}
    locale=${options.locale ?? 'en'}
  ></svc-document-request>`);
  await el.updateComplete;
  return { el, sandbox };
}

describe('<svc-document-request>', () => {
  it('offers a consumer no company document and no corporate related person; a corporate, or an unsaid kind, all', async () => {
    const values = (el: SvcDocumentRequest, path: string) => [...root(el).querySelectorAll<HTMLOptionElement>(`select[name="${path}"] option`)].map((option) => option.value).filter(Boolean);
    const company = ['ARTICLE_OF_ASSOCIATION', 'COMPANY_INCORPORATION', 'COMPANY_REGISTRY_EXTRACT'];
    const { el } = await setup({ endUserId: BRUNO });
    expect(values(el, 'type')).to.include.members([...company, 'IDENTITY_CARD']);
    el.setAttribute('end-user-kind', 'consumer');
    await el.updateComplete;
    expect(values(el, 'type')).to.include.members(['IDENTITY_CARD', 'DRIVING_LICENCE']);
    for (const type of company) expect(values(el, 'type')).not.to.include(type);
    expect(relationFields(el)).to.deep.equal(['transactionId', 'beneficiaryId', 'addressId']);
    el.setAttribute('end-user-kind', 'corporate');
    await el.updateComplete;
    expect(values(el, 'type')).to.include.members(company);
    expect(relationFields(el)).to.deep.equal(RELATION_FIELDS);
  });

  it('requests a document with what a person typed; the service lists it as requested; the id is shown', async () => {
    const { el, sandbox } = await setup();
    const successes: SvcSuccessEvent[] = [];
    el.addEventListener('svc-success', (event) => successes.push(event));
    await type(el, 'endUserId', ` ${ALICE} `);
    await choose(el, 'type', 'BANK_ACCOUNT_STATEMENT');
    await type(el, 'note', '  The statement of March, please.  ');
    await type(el, 'transactionId', TRANSACTION);
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="details"]'), 'no success shown');
    expect(sent(sandbox).map((request) => request.body)).to.deep.equal([
      { endUserId: ALICE, type: 'BANK_ACCOUNT_STATEMENT', note: 'The statement of March, please.', transactionId: TRANSACTION },
    ]);
    const id = successes[0]!.detail.result as { id: string };
    const stored = sandbox.data.documents.get(id.id)!;
    expect([stored.status, stored.requested, stored.endUser.id, stored.transactionId]).to.deep.equal(['REQUESTED', true, ALICE, TRANSACTION]);
    expect(text(el, '[part~="success"] [part~="title"]')).to.equal('The customer was asked for this document: Bank account statement.');
    expect(text(el, '[part~="details"] dd')).to.equal(id.id);
    await expect(el).to.be.accessible();
  });

  it('relates the request to several objects at once, as the spec allows: each typed one is sent, a blank one is not', async () => {
    const { el, sandbox } = await setup();
    await type(el, 'endUserId', ALICE);
    await choose(el, 'type', 'BANK_ACCOUNT_DETAILS');
    await type(el, 'transactionId', TRANSACTION);
    await type(el, 'beneficiaryId', ` ${ALICE_BENEFICIARY} `);
    await type(el, 'addressId', ALICE_ADDRESS);
    await type(el, 'addressId', '');
    await type(el, 'addressId', ALICE_ADDRESS);
    await press(el, 'submit-button');
    await waitUntil(() => sent(sandbox).length > 0, 'nothing sent');
    const relations = { transactionId: TRANSACTION, beneficiaryId: ALICE_BENEFICIARY, addressId: ALICE_ADDRESS };
    expect(sent(sandbox)[0]!.body).to.deep.equal({ endUserId: ALICE, type: 'BANK_ACCOUNT_DETAILS', ...relations });
    await waitUntil(() => has(el, '[part~="details"]'), 'no success shown');
    const stored = [...sandbox.data.documents.values()].find((document) => document.transactionId === TRANSACTION)!;
    expect(stored).to.include(relations);
  });

  it("another end-user's object is refused by the service on its field, the values kept", async () => {
    const { el, sandbox } = await setup({ endUserId: GRACE });
    await choose(el, 'type', 'BANK_ACCOUNT_DETAILS');
    await type(el, 'beneficiaryId', ALICE_BENEFICIARY);
    await press(el, 'submit-button');
    await waitUntil(() => message(el, 'beneficiaryId') !== null, 'the refusal is not on the field');
    expect(sent(sandbox)).to.have.length(1);
    expect(control(el, 'beneficiaryId').value).to.equal(ALICE_BENEFICIARY);
    expect(sandbox.data.documents.size).to.equal(Object.keys(SEED.documents).length);
  });

  it('offers every document type of the request body by its name, and explains each field', async () => {
    const { el } = await setup();
    const options = [...(control(el, 'type') as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);
    expect(options).to.include.members(['IDENTITY_CARD', 'DRIVING_LICENCE', 'DIRECT_DEBIT_MANDATE']);
    expect(text(el, '[data-path="note"] [part~="form-control-help-text"]')).to.equal(
      `Optional, up to ${KIT_LIMITS.note.max} characters. Say what the document must show, for example both sides of a card.`,
    );
    expect(text(el, '[part~="form-control-group"] legend')).to.equal('Related to');
    expect(text(el, '[part~="form-control-group"] > [part~="form-control-help-text"]')).to.equal(
      'Optional. The objects the document is about, one or several, each by its identifier.',
    );
    const labels = [...root(el).querySelectorAll('[part~="form-control-group"] label')].map((label) => label.textContent!.trim());
    expect(labels).to.deep.equal(['Transaction ID', 'Beneficiary ID', 'Address ID', 'Related person ID']);
  });

  it('an empty submit names the missing customer and type, and sends nothing', async () => {
    const { el, sandbox } = await setup();
    const errors: SvcErrorEvent[] = [];
    el.addEventListener('svc-error', (event) => errors.push(event));
    await press(el, 'submit-button');
    expect(message(el, 'endUserId')).to.equal('This field is required.');
    expect(message(el, 'type')).to.equal('This field is required.');
    expect(errors.map((event) => event.detail.error.code)).to.deep.equal(['VALIDATION_FAILED']);
    expect(sandbox.requests).to.have.length(0);
  });

  it(`the note: ${KIT_LIMITS.note.max} characters are sent, one more is refused on the field and nothing is sent`, async () => {
    const { el, sandbox } = await setup({ endUserId: GRACE });
    await choose(el, 'type', 'IDENTITY_CARD');
    await type(el, 'note', 'n'.repeat(KIT_LIMITS.note.max + 1));
    await press(el, 'submit-button');
    expect(message(el, 'note')).to.equal(`Enter at most ${KIT_LIMITS.note.max} characters.`);
    expect(control(el, 'note').getAttribute('aria-invalid')).to.equal('true');
    expect(root(el).activeElement === control(el, 'note'), 'focus on the note').to.equal(true);
    expect(sandbox.requests, 'nothing sent').to.have.length(0);
    // The text pasted in stays whole: nothing is cut.
    expect(control(el, 'note').value).to.have.length(KIT_LIMITS.note.max + 1);
    await type(el, 'note', 'n'.repeat(KIT_LIMITS.note.max));
    expect(message(el, 'note')).to.equal(null);
    await press(el, 'submit-button');
    await waitUntil(() => sent(sandbox).length === 1, 'the longest note was not sent');
    expect((sent(sandbox)[0]!.body as { note: string }).note).to.have.length(KIT_LIMITS.note.max);
  });

  it('a related object must be an identifier (UUID): a malformed one is refused on its field and nothing is sent', async () => {
    const { el, sandbox } = await setup({ endUserId: BRUNO });
    await choose(el, 'type', 'BANK_ACCOUNT_DETAILS');
    await type(el, 'beneficiaryId', 'be00-not-a-uuid');
    await press(el, 'submit-button');
    await wordsHere(el);
    expect(message(el, 'beneficiaryId')).to.equal('Enter an identifier (UUID).');
    expect(control(el, 'beneficiaryId').getAttribute('aria-invalid')).to.equal('true');
    expect(sandbox.requests, 'nothing sent').to.have.length(0);
    await type(el, 'beneficiaryId', '');
    expect(el.value).to.deep.equal({ endUserId: BRUNO, type: 'BANK_ACCOUNT_DETAILS' });
    await type(el, 'beneficiaryId', BENEFICIARY);
    await press(el, 'submit-button');
    await waitUntil(() => sent(sandbox).length === 1, 'nothing sent');
    expect(sent(sandbox)[0]!.body).to.deep.equal({ endUserId: BRUNO, type: 'BANK_ACCOUNT_DETAILS', beneficiaryId: BENEFICIARY });
  });

  it('a value with related ids, set by the partner, fills their fields', async () => {
    const { el } = await setup();
    el.value = { endUserId: BRUNO, type: 'IDENTITY_CARD', corporateRelatedId: SEED.related.atelierUbo, transactionId: TRANSACTION, note: 'Both sides' };
    await el.updateComplete;
    expect(control(el, 'corporateRelatedId').value).to.equal(SEED.related.atelierUbo);
    expect(control(el, 'transactionId').value).to.equal(TRANSACTION);
    expect(control(el, 'note').value).to.equal('Both sides');
    expect(el.value).to.deep.equal({ endUserId: BRUNO, type: 'IDENTITY_CARD', note: 'Both sides', transactionId: TRANSACTION, corporateRelatedId: SEED.related.atelierUbo });
  });

  it('transaction-id, beneficiary-id, address-id and corporate-related-id pin related objects: shown, not editable, sent; a malformed one is said and nothing is sent', async () => {
    const { adapter, sandbox } = createSandboxAdapter();
    const el = await fixture<SvcDocumentRequest>(html`<svc-document-request
      .adapter=${adapter}
      end-user-id=${SEED.corporates.atelier}
      end-user-kind="corporate"
      corporate-related-id=${SEED.related.atelierUbo}
    ></svc-document-request>`);
    const pinned = control(el, 'corporateRelatedId') as HTMLInputElement;
    expect([pinned.value, pinned.disabled]).to.deep.equal([SEED.related.atelierUbo, true]);
    await choose(el, 'type', 'IDENTITY_CARD');
    await press(el, 'submit-button');
    await waitUntil(() => sent(sandbox).length === 1, 'nothing sent');
    expect(sent(sandbox)[0]!.body).to.deep.equal({ endUserId: SEED.corporates.atelier, type: 'IDENTITY_CARD', corporateRelatedId: SEED.related.atelierUbo });
    await expect(el).to.be.accessible();

    const other = await setup({ endUserId: ALICE });
    other.el.setAttribute('transaction-id', 'not-a-uuid');
    other.el.setAttribute('beneficiary-id', ALICE_BENEFICIARY);
    await other.el.updateComplete;
    await choose(other.el, 'type', 'IDENTITY_CARD');
    await press(other.el, 'submit-button');
    await wordsHere(other.el);
    expect(message(other.el, 'transactionId')).to.equal('Enter an identifier (UUID).');
    expect(other.sandbox.requests).to.have.length(0);
    other.el.setAttribute('transaction-id', TRANSACTION);
    await other.el.updateComplete;
    await press(other.el, 'submit-button');
    await waitUntil(() => sent(other.sandbox).length === 1, 'nothing sent');
    expect(sent(other.sandbox)[0]!.body).to.deep.equal({ endUserId: ALICE, type: 'IDENTITY_CARD', transactionId: TRANSACTION, beneficiaryId: ALICE_BENEFICIARY });
  });

  it('end-user-id pins the customer: no field, the id is sent; a malformed one is said and nothing is sent', async () => {
    const { el, sandbox } = await setup({ endUserId: GRACE });
    expect(has(el, '[name="endUserId"]')).to.equal(false);
    await choose(el, 'type', 'DRIVING_LICENCE');
    await press(el, 'submit-button');
    await waitUntil(() => sent(sandbox).length === 1, 'nothing sent');
    expect(sent(sandbox)[0]!.body).to.deep.equal({ endUserId: GRACE, type: 'DRIVING_LICENCE' });

    const other = await setup({ endUserId: 'not-a-uuid' });
    await choose(other.el, 'type', 'DRIVING_LICENCE');
    await press(other.el, 'submit-button');
    expect(text(other.el, '[part~="error"]')).to.contain('no valid identifier');
    expect(other.sandbox.requests).to.have.length(0);
  });

  it('the same request is not sent twice: the success locks the form; Request another document offers it again', async () => {
    const { el, sandbox } = await setup({ endUserId: GRACE });
    await choose(el, 'type', 'HEALTH_INSURANCE');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, '[part~="success"]'), 'no success');
    expect(has(el, '[part~="submit-button"]')).to.equal(false);
    expect(await el.submit()).to.equal(undefined);
    expect(sent(sandbox)).to.have.length(1);
    await press(el, 'again-button');
    expect(control(el, 'type').value).to.equal('');
    await choose(el, 'type', 'HEALTH_INSURANCE');
    await type(el, 'note', 'The card of your partner too.');
    await press(el, 'submit-button');
    await waitUntil(() => sent(sandbox).length === 2, 'the next request was not sent');
  });

  it('an end-user the service does not know: said on the field, values kept', async () => {
    const { el, sandbox } = await setup();
    const unknown = 'c0000000-0000-4000-8000-0000000000ff';
    await type(el, 'endUserId', unknown);
    await choose(el, 'type', 'IDENTITY_CARD');
    await type(el, 'note', 'Kept');
    await press(el, 'submit-button');
    await waitUntil(() => message(el, 'endUserId') !== null, 'the refusal is not on the field');
    expect(sent(sandbox)).to.have.length(1);
    expect(control(el, 'note').value).to.equal('Kept');
    expect(control(el, 'type').value).to.equal('IDENTITY_CARD');
  });

  it('speaks French, types included', async () => {
    const { el } = await setup({ locale: 'fr' });
    await waitUntil(() => text(el, '[part~="submit-button"]') === 'Demander le document', 'not in French');
    const labels = [...(control(el, 'type') as HTMLSelectElement).options].map((option) => option.textContent!.trim());
    expect(labels).to.include('Carte d’identité');
  });
});
