/** The form contract, run against every kit form. */
import { html } from 'lit';
import { waitUntil } from '../wait.js';
import '../../src/elements/consumer-form/define.js';
import '../../src/elements/beneficiary-form/define.js';
import '../../src/elements/card-order/define.js';
import '../../src/elements/document-upload/define.js';
import '../../src/elements/document-request/define.js';
import '../../src/elements/ledger-create/define.js';
import '../../src/elements/ledger-suspend/define.js';
import '../../src/elements/card-rules/define.js';
import '../../src/elements/card-profile-rules/define.js';
import '../../src/elements/partner-user-form/define.js';
import '../../src/elements/mandate-view/define.js';
import '../../src/elements/acquiring-payment/define.js';
import '../../src/elements/account-load/define.js';
import '../../src/elements/corporate-related-form/define.js';
import { SEED } from '../../src/sandbox/index.js';
import { createConsumerBody } from '../../src/api/schemas/consumer-bodies.js';
import { createBeneficiaryBody } from '../../src/api/schemas/beneficiary.js';
import { createCardBody } from '../../src/api/schemas/card-management.js';
import { createDocumentRequestBody, uploadDocumentBody } from '../../src/api/schemas/document.js';
import { createLedgerBody } from '../../src/api/schemas/ledger.js';
import { suspendLedgerBody } from '../../src/api/schemas/ledger-suspend.js';
import { declareCorporateRelatedBody } from '../../src/api/schemas/corporate.js';
import { createPartnerUserBody } from '../../src/api/schemas/partner.js';
import { ruleSetSchema } from '../../src/elements/card/rule-kinds.js';
import { acquiringAccountLoadBody, acquiringPaymentBody } from '../../src/api/schemas/acquiring.js';
import { updateMandateBody } from '../../src/api/schemas/mandate-update.js';
import { formContract, type KitForm } from './contract/form-contract.js';
import { consumerChecksHere, orderHere, zoe } from './form-helpers.js';

formContract({
  tag: 'svc-consumer-form',
  render: (adapter) => html`<svc-consumer-form .adapter=${adapter}></svc-consumer-form>`,
  valid: zoe('zoe.contract@example.com', '601020399'),
  operation: 'createConsumer',
  schema: createConsumerBody,
  notFromValue: {
    metadata: 'the metadata property, which a partner sets apart from what a person types',
    partnerName: 'the partner-name attribute (the consent sentence names the partner)',
  },
  firstInvalid: 'phone.countryCode',
  afterSuccess: 'again',
  // Its schemas come with the profile's choices, after first paint (consumer-form.test.ts holds the wait).
  ready: consumerChecksHere,
});

formContract({
  tag: 'svc-beneficiary-form',
  render: (adapter) => html`<svc-beneficiary-form .adapter=${adapter}></svc-beneficiary-form>`,
  valid: {
    endUserId: SEED.consumers.alice,
    type: 'PERSON',
    name: 'Jean Marc Dupont',
    bankingDetails: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
  },
  operation: 'createBeneficiary',
  schema: createBeneficiaryBody,
  firstInvalid: 'endUserId',
  afterSuccess: 'again',
});

formContract({
  tag: 'svc-card-order',
  render: (adapter) => html`<svc-card-order .adapter=${adapter} profile-id=${SEED.cardProfiles.standard}></svc-card-order>`,
  valid: {
    ledgerId: SEED.ledgers.aliceMain,
    deliveryMethod: 'FRENCH_MAIL',
    nameOnCard: 'ALICE MARTIN',
    friendlyName: 'Contract card',
    rules: [{ type: 'DAILY_MAX_SPEND', value: 500 }],
  },
  operation: 'createCard',
  schema: createCardBody,
  notFromValue: {
    profileId: 'the profile-id attribute, which the render sets and which wins over value',
    cardholderNameOnCard: 'the company line, shown only for a company card; this is a consumer card',
  },
  firstInvalid: 'ledgerId',
  afterSuccess: 'again',
  ready: orderHere,
});

formContract({
  tag: 'svc-document-upload',
  render: (adapter) => html`<svc-document-upload staff .adapter=${adapter}></svc-document-upload>`,
  valid: { type: 'IDENTITY_CARD', friendlyName: 'Identity card', endUserId: SEED.consumers.bruno },
  complete: (el) => (el as KitForm & { addFiles(files: File[]): void }).addFiles([new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' })]),
  operation: 'uploadDocument',
  schema: uploadDocumentBody,
  firstInvalid: 'type',
  textField: 'friendlyName',
  afterSuccess: 'again',
});

formContract({
  tag: 'svc-document-request',
  render: (adapter) => html`<svc-document-request .adapter=${adapter}></svc-document-request>`,
  valid: { endUserId: SEED.consumers.bruno, type: 'IDENTITY_CARD', note: 'Both sides, please.' },
  operation: 'createDocumentRequest',
  schema: createDocumentRequestBody,
  firstInvalid: 'endUserId',
  afterSuccess: 'again',
});

formContract({
  tag: 'svc-ledger-create',
  render: (adapter) => html`<svc-ledger-create .adapter=${adapter}></svc-ledger-create>`,
  valid: { endUserId: SEED.consumers.grace, type: 'EUR_FRANCE', friendlyName: 'Contract', limits: { transactionLimit: 500 } },
  operation: 'createLedger',
  schema: createLedgerBody,
  notFromValue: { limits: 'a group read through its five fields (limits.*), each refused when broken' },
  firstInvalid: 'endUserId',
  afterSuccess: 'again',
});

formContract({
  tag: 'svc-ledger-suspend',
  render: (adapter) => html`<svc-ledger-suspend .adapter=${adapter} ledger-id=${SEED.ledgers.davidMain}></svc-ledger-suspend>`,
  valid: { reason: 'Fraud suspicion', blockIncomingTransaction: true },
  operation: 'suspendLedger',
  schema: suspendLedgerBody,
  firstInvalid: 'reason',
  confirm: 'confirm-button',
  afterSuccess: 'locked',
});

formContract({
  tag: 'svc-card-rules',
  render: (adapter) => html`<svc-card-rules .adapter=${adapter} card-id=${SEED.cards.alicePhysical}></svc-card-rules>`,
  valid: { type: 'DAILY_MAX_SPEND', value: 450, name: 'Contract' },
  operation: 'putCardRule',
  schema: ruleSetSchema,
  notFromValue: {
    days: 'read only for a day rule; the valid rule here is an amount',
    mccs: 'read only for a merchant-category rule; the valid rule here is an amount',
    merchantIds: 'read only for a merchant rule; the valid rule here is an amount',
  },
  firstInvalid: 'type',
  textField: 'name',
  afterSuccess: 'kept',
});

formContract({
  tag: 'svc-card-profile-rules',
  render: (adapter) => html`<svc-card-profile-rules .adapter=${adapter} profile-id=${SEED.cardProfiles.virtual}></svc-card-profile-rules>`,
  valid: { type: 'MONTHLY_MAX_SPEND', value: 2500, name: 'Contract' },
  operation: 'putCardProfileRule',
  schema: ruleSetSchema,
  notFromValue: {
    days: 'read only for a day rule; the valid rule here is an amount',
    mccs: 'read only for a merchant-category rule; the valid rule here is an amount',
    merchantIds: 'read only for a merchant rule; the valid rule here is an amount',
    creatorType: 'set by the element: rules of a profile are the partner\'s',
  },
  firstInvalid: 'type',
  textField: 'name',
  afterSuccess: 'kept',
});

formContract({
  tag: 'svc-partner-user-form',
  render: (adapter) => html`<svc-partner-user-form .adapter=${adapter}></svc-partner-user-form>`,
  valid: { email: 'contract.member@pebble-money.example', roles: ['BENEFICIARY_LIST', 'BENEFICIARY_INFO'] },
  operation: 'createPartnerUser',
  schema: createPartnerUserBody,
  firstInvalid: 'email',
  afterSuccess: 'again',
});
formContract({
  tag: 'svc-mandate-view',
  render: (adapter) => html`<svc-mandate-view .adapter=${adapter} mandate-id=${SEED.mandates.aliceRent}></svc-mandate-view>`,
  ready: (el) => waitUntil(() => el.shadowRoot!.querySelector('[data-path="friendlyName"]'), 'the mandate is not shown'),
  // A change that fails: the mandate's name emptied.
  start: { friendlyName: '' },
  valid: { friendlyName: 'Contract rent', debtor: { bankingDetails: { iban: 'FR7630006000011234567890189' } }, recurring: false, expirationDate: '2031-01-31' },
  operation: 'updateMandate',
  schema: updateMandateBody,
  notFromValue: {
    debtor: 'a group edited through its IBAN field alone',
    'debtor.bankingDetails': 'a group edited through its IBAN field alone',
  },
  firstInvalid: 'friendlyName',
  afterSuccess: 'kept',
});

// The payment page is kept in this tab (a listener takes it), so the test page stays.
const keepPage = (event: Event) => event.preventDefault();
formContract({
  tag: 'svc-acquiring-payment',
  render: (adapter) => html`<svc-acquiring-payment .adapter=${adapter} @svc-payment-page=${keepPage}></svc-acquiring-payment>`,
  valid: { endUserId: SEED.consumers.alice, amount: 25, reference: 'Contract' },
  operation: 'initiateAcquiringPayment',
  schema: acquiringPaymentBody,
  notFromValue: { redirectUrl: 'the redirect-url attribute (or the page\'s own address), never typed' },
  // The end-user is optional in the spec: an empty form's first problem is the amount.
  firstInvalid: 'amount',
  textField: 'reference',
  afterSuccess: 'locked',
});

formContract({
  tag: 'svc-account-load',
  render: (adapter) => html`<svc-account-load .adapter=${adapter} @svc-payment-page=${keepPage}></svc-account-load>`,
  valid: { endUserId: SEED.consumers.alice, targetLedgerId: SEED.ledgers.aliceMain, amount: 25, reference: 'Contract' },
  operation: 'initiateAcquiringAccountLoad',
  schema: acquiringAccountLoadBody,
  notFromValue: { redirectUrl: 'the redirect-url attribute (or the page\'s own address), never typed' },
  // The end-user is optional in the spec: an empty form's first problem is the account.
  firstInvalid: 'targetLedgerId',
  textField: 'reference',
  afterSuccess: 'locked',
});
formContract({
  tag: 'svc-corporate-related-form',
  render: (adapter) => html`<svc-corporate-related-form .adapter=${adapter} corporate-id=${SEED.corporates.meridian}></svc-corporate-related-form>`,
  valid: { isDirector: true, directorAppointmentDate: '2024-05-01', sharesInfo: [{ percentage: 100 }], info: { firstName: 'Ana', lastName: 'Lima' } },
  operation: 'declareCorporateRelated',
  schema: declareCorporateRelatedBody,
  firstInvalid: 'isDirector',
  textField: 'info.firstName',
  afterSuccess: 'again',
});
