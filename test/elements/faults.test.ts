/**
 * Every fault survived, and the backend's own words never shown: the faults contract
 * (test/elements/contract/faults-contract.ts) for each element of the kit that sends requests.
 */
import { html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/generated/define-all.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { createClient } from '../../src/client/client.js';
import { operationName } from '../../src/client/operation-ref.js';
import type { PanDisplay } from '../../src/elements/card/pan-display.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import { createConsumer } from '../../src/api/operations/consumers.js';
import { getConsumer } from '../../src/api/operations/consumer-read.js';
import { sendConsumerVerificationEmail } from '../../src/api/operations/consumer-verification.js';
import { listConsumers } from '../../src/api/operations/consumer-list.js';
import { createBeneficiary } from '../../src/api/operations/beneficiaries.js';
import { getCardPin, getPanCredentials, listCards } from '../../src/api/operations/cards.js';
import { createCard } from '../../src/api/operations/card-management.js';
import { listCardDesigns } from '../../src/api/operations/card-designs.js';
import { createDocumentRequest, getDocument, listDocuments, uploadDocument } from '../../src/api/operations/documents.js';
import { initiateAcquiringAccountLoad, initiateAcquiringPayment } from '../../src/api/operations/acquiring.js';
import { putCardRule } from '../../src/api/operations/card-rules.js';
import { putCardProfileRule } from '../../src/api/operations/card-profile-rules.js';
import { createLedger, listLedgers } from '../../src/api/operations/ledgers.js';
import { suspendLedger } from '../../src/api/operations/ledger-suspend.js';
import { createPartnerUser, listPartnerUsers } from '../../src/api/operations/partner.js';
import { createTransactionReceipt, getTransaction } from '../../src/api/operations/transactions.js';
import { listExternalCards } from '../../src/api/operations/acquiring.js';
import { getMandate } from '../../src/api/operations/mandates.js';
import { updateMandate } from '../../src/api/operations/mandate-update.js';
import { getPartnerConfiguration } from '../../src/api/operations/partner.js';
import { declareCorporateRelated } from '../../src/api/operations/corporates.js';
import { requestKybVerification } from '../../src/api/operations/kyb.js';
import { deep, deepAll, faultsContract, formSubject, listed, listOnMount, loadOnMount, text, typeInto, type Host, type KitForm, type Subject } from './contract/faults-contract.js';
import { zoe } from './form-helpers.js';

/** The adapter, with each receipt's link given as a backend would give it: absolute https. */
const httpsReceipts = (adapter: FetchAdapter): FetchAdapter => ({
  ...adapter,
  request: async (operation, input, options) => {
    const result = await adapter.request(operation, input, options);
    return (operationName(operation) === 'createTransactionReceipt' ? { ...(result as object), url: 'https://files.partner.test/receipt.pdf' } : result) as never;
  },
});

const consumerValue = zoe('zoe.faults@example.com', '601020398');
const beneficiaryValue = {
  endUserId: SEED.consumers.alice,
  type: 'PERSON',
  name: 'Jean Marc Dupont',
  bankingDetails: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
};
const documentValue = { type: 'IDENTITY_CARD', friendlyName: 'Identity card', endUserId: SEED.consumers.bruno };

async function aliceCard() {
  const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
  const page = await createClient(adapter).listCards({ query: { pageSize: 100 } });
  return page.content.find((card) => card.id === SEED.cards.alicePhysical)!;
}

const recordingDisplay = (): PanDisplay => ({
  mount(container) {
    const frame = document.createElement('p');
    frame.textContent = 'processor frame';
    container.append(frame);
  },
});

const cardButton = (el: Host, action: 'pin' | 'pan') => deep(el, `[part~="${action}-button"]`)!;

const SUBJECTS: Subject[] = [
  formSubject(
    'svc-consumer-form',
    'firstName',
    createConsumer,
    async (adapter) => html`<svc-consumer-form .adapter=${adapter}></svc-consumer-form>`,
    () => structuredClone(consumerValue),
  ),
  loadOnMount(
    'svc-consumer-status (load)',
    getConsumer,
    async (adapter) => html`<svc-consumer-status .adapter=${adapter} consumer-id=${SEED.consumers.chloe}></svc-consumer-status>`,
    (el) => (el as Host & { consumerId?: string }).consumerId,
    (el) => deep(el, '[part~="base"]') !== null,
  ),
  // The journey's own reads on arrival (the steps' elements are subjects of their own): List
  // documents, which the open step (the phone's consumer status) does not send.
  // The identity step is the first chosen: its list (the documents) is the journey's first list read.
  loadOnMount(
    'svc-onboarding (resume)',
    listDocuments,
    async (adapter) => html`<svc-onboarding .adapter=${adapter} end-user-id=${SEED.consumers.chloe} steps="identity"></svc-onboarding>`,
    (el) => (el as Host & { endUserId?: string }).endUserId,
    (el) => el.shadowRoot!.querySelector('section[data-step="identity"]:not([hidden])') !== null,
  ),
  {
    // The banking home's own read: an account's details and sub-accounts (List ledgers), opened by `view`.
    name: 'svc-banking-home (account)',
    operation: listLedgers,
    onMount: true,
    render: async (adapter) =>
      html`<svc-banking-home .adapter=${adapter} routing="none" view=${`account/${SEED.ledgers.aliceMain}`} end-user-id=${SEED.consumers.alice}></svc-banking-home>`,
    act: () => undefined,
    kept: (el) => (el as Host & { view?: string }).view,
    retry: (el) => el.shadowRoot!.querySelector<HTMLElement>('[part~="retry-button"]')!.click(),
    shown: (el) => el.shadowRoot!.querySelector('[part~="details"]') !== null,
  },
  {
    name: 'svc-consumer-status (verification email)',
    operation: sendConsumerVerificationEmail,
    render: async (adapter) => html`<svc-consumer-status .adapter=${adapter} consumer-id=${SEED.consumers.chloe}></svc-consumer-status>`,
    prepare: async (el) => {
      await waitUntil(() => deep(el, '[part~="send-email-button"]'), 'the consumer was not shown');
    },
    act: (el) => deep(el, '[part~="send-email-button"]')!.click(),
    kept: () => null,
    retry: (el) => deep(el, '[part~="send-email-button"]')!.click(),
    shown: (el) => text(deep(el, '[part~="follow-up-email"]')).includes('A verification email was sent'),
  },
  formSubject(
    'svc-beneficiary-form',
    'name',
    createBeneficiary,
    async (adapter) => html`<svc-beneficiary-form .adapter=${adapter}></svc-beneficiary-form>`,
    () => structuredClone(beneficiaryValue),
  ),
  formSubject(
    'svc-card-order',
    'nameOnCard',
    createCard,
    async (adapter) => html`<svc-card-order .adapter=${adapter} end-user-id=${SEED.consumers.alice} profile-id=${SEED.cardProfiles.standard}></svc-card-order>`,
    () => ({ ledgerId: SEED.ledgers.aliceMain, deliveryMethod: 'FRENCH_MAIL', nameOnCard: 'ALICE MARTIN', rules: [{ type: 'DAILY_MAX_SPEND', value: 300 }] }),
    { ready: (el) => waitUntil(() => deepAll(el.shadowRoot!, 'select[name="ledgerId"] option[value]:not([value=""])').length > 0, 'the accounts were not listed') },
  ),
  {
    name: 'svc-card-view (PIN)',
    operation: getCardPin,
    render: async (adapter) => html`<svc-card-view .adapter=${adapter} .card=${await aliceCard()}></svc-card-view>`,
    act: (el) => cardButton(el, 'pin').click(),
    kept: () => null,
    retry: (el) => cardButton(el, 'pin').click(),
    shown: (el) => /^\d{4}$/.test(text(deep(el, '[part~="pin"] .pin-value'))),
  },
  {
    name: 'svc-card-view (PAN)',
    operation: getPanCredentials,
    render: async (adapter) =>
      html`<svc-card-view .adapter=${adapter} .card=${await aliceCard()} .panDisplay=${recordingDisplay()}></svc-card-view>`,
    act: (el) => cardButton(el, 'pan').click(),
    kept: () => null,
    retry: (el) => cardButton(el, 'pan').click(),
    shown: (el) => text(deep(el, '[part~="pan"]')) === 'processor frame',
  },
  {
    name: 'svc-card-view (card-id load)',
    operation: listCards,
    onMount: true,
    render: async (adapter) => html`<svc-card-view .adapter=${adapter} card-id=${SEED.cards.alicePhysical}></svc-card-view>`,
    act: () => undefined,
    kept: (el) => (el as Host & { cardId?: string }).cardId,
    retry: (el) => {
      const retry = deep(el, '[part~="retry-button"]');
      if (retry) retry.click();
      else (el as Host & { reload(): void }).reload();
    },
    shown: (el) => deep(el, '[part~="card"]') !== null,
  },
  {
    name: 'svc-document-upload',
    field: 'friendlyName',
    operation: uploadDocument,
    render: async (adapter) => html`<svc-document-upload .adapter=${adapter}></svc-document-upload>`,
    prepare: async (el) => {
      (el as KitForm).value = structuredClone(documentValue);
      (el as KitForm & { addFiles(files: File[]): void }).addFiles([new File(['%PDF-1.4\n%faults'], 'id.pdf', { type: 'application/pdf' })]);
      await el.updateComplete;
    },
    act: (el) => void (el as KitForm).submit(),
    kept: (el) => ({ value: (el as KitForm).value, files: deepAll(el.shadowRoot!, '[part~="file-name"]').map(text) }),
    retry: (el) => {
      const retry = deep(el, '[part~="retry-button"]');
      if (retry) retry.click();
      else void (el as KitForm).submit();
    },
    shown: (el) => deep(el, '[part~="file-uploaded"]') !== null,
  },
  formSubject(
    'svc-card-rules',
    'name',
    putCardRule,
    async (adapter) => html`<svc-card-rules .adapter=${adapter} card-id=${SEED.cards.alicePhysical}></svc-card-rules>`,
    () => ({ type: 'WEEKLY_MAX_SPEND', value: 700, name: 'Faults' }),
  ),
  formSubject(
    'svc-card-profile-rules',
    'name',
    putCardProfileRule,
    async (adapter) => html`<svc-card-profile-rules .adapter=${adapter} profile-id=${SEED.cardProfiles.virtual}></svc-card-profile-rules>`,
    () => ({ type: 'MCC_BLACKLIST', mccs: ['7995'], name: 'Faults' }),
  ),
  formSubject(
    'svc-document-request',
    'note',
    createDocumentRequest,
    async (adapter) => html`<svc-document-request .adapter=${adapter}></svc-document-request>`,
    () => ({ endUserId: SEED.consumers.alice, type: 'IDENTITY_CARD', note: 'Both sides, please.', transactionId: SEED.transactions.aliceToDavid }),
  ),
  // The payment page stays out of this tab (a listener takes it).
  formSubject(
    'svc-acquiring-payment',
    'reference',
    initiateAcquiringPayment,
    async (adapter) => html`<svc-acquiring-payment .adapter=${adapter} @svc-payment-page=${(event: Event) => event.preventDefault()}></svc-acquiring-payment>`,
    () => ({ endUserId: SEED.consumers.alice, amount: 25, reference: 'Faults' }),
  ),
  formSubject(
    'svc-account-load',
    'reference',
    initiateAcquiringAccountLoad,
    async (adapter) => html`<svc-account-load .adapter=${adapter} @svc-payment-page=${(event: Event) => event.preventDefault()}></svc-account-load>`,
    () => ({ endUserId: SEED.consumers.alice, targetLedgerId: SEED.ledgers.aliceMain, amount: 25, reference: 'Faults' }),
  ),
  formSubject(
    'svc-ledger-create',
    'friendlyName',
    createLedger,
    async (adapter) => html`<svc-ledger-create .adapter=${adapter}></svc-ledger-create>`,
    () => ({ endUserId: SEED.consumers.grace, type: 'EUR_BELGIUM', friendlyName: 'Faults', limits: { transactionLimit: 100 } }),
  ),
  formSubject(
    'svc-ledger-suspend',
    'reason',
    suspendLedger,
    async (adapter) => html`<svc-ledger-suspend .adapter=${adapter} ledger-id=${SEED.ledgers.davidMain}></svc-ledger-suspend>`,
    () => ({ reason: 'Fraud suspicion', blockIncomingTransaction: true }),
  ),
  formSubject(
    'svc-partner-user-form',
    'email',
    createPartnerUser,
    async (adapter) => html`<svc-partner-user-form .adapter=${adapter}></svc-partner-user-form>`,
    () => ({ email: 'faults@pebble-money.example', roles: ['BENEFICIARY_LIST'] }),
    { shown: (el) => deep(el, '[part~="otp"]') !== null },
  ),
  formSubject(
    'svc-corporate-related-form',
    'info.firstName',
    declareCorporateRelated,
    async (adapter) => html`<svc-corporate-related-form .adapter=${adapter} corporate-id=${SEED.corporates.meridian}></svc-corporate-related-form>`,
    () => ({ isDirector: true, directorAppointmentDate: '2024-05-01', sharesInfo: [], info: { firstName: 'Ana', lastName: 'Lima' } }),
  ),
  {
    name: 'svc-kyb-request',
    operation: requestKybVerification,
    render: async (adapter) => html`<svc-kyb-request .adapter=${adapter} corporate-id=${SEED.corporates.nordwind}></svc-kyb-request>`,
    act: (el) => deep(el, '[part~="submit-button"]')!.click(),
    kept: (el) => (el as Host & { corporateId?: string }).corporateId,
    retry: (el) => (deep(el, '[part~="retry-button"]') ?? deep(el, '[part~="submit-button"]'))!.click(),
    shown: (el) => deep(el, '[part~="success"]') !== null,
  },
  {
    name: 'svc-consumer-list',
    operation: listConsumers,
    render: async (adapter) => html`<svc-consumer-list .adapter=${adapter}></svc-consumer-list>`,
    prepare: async (el) => {
      await waitUntil(() => deepAll(el.shadowRoot!, '[part~="row"]').length > 0, 'the first page was not listed');
      deep(el, '[part~="filters-button"]')!.click();
      await waitUntil(() => el.shadowRoot!.querySelector('input[name="lastName"]'), 'the filters did not open');
      typeInto(el.shadowRoot!.querySelector<HTMLInputElement>('input[name="lastName"]')!, 'Martin');
      await el.updateComplete;
    },
    act: (el) => deep(el, '[part~="apply-button"]')!.click(),
    kept: (el) => el.shadowRoot!.querySelector<HTMLInputElement>('input[name="lastName"]')!.value,
    retry: (el) => {
      const retry = deep(el, '[part~="retry-button"]');
      if (retry) retry.click();
      else deep(el, '[part~="apply-button"]')!.click();
    },
    shown: listed,
  },
  {
    name: 'svc-ledger-list',
    operation: listLedgers,
    render: async (adapter) => html`<svc-ledger-list .adapter=${adapter}></svc-ledger-list>`,
    prepare: async (el) => {
      await waitUntil(() => deepAll(el.shadowRoot!, '[part~="row"]').length > 0, 'the first page was not listed');
      deep(el, '[part~="filters-button"]')!.click();
      await waitUntil(() => el.shadowRoot!.querySelector('input[name="endUserId"]'), 'the filters did not open');
      typeInto(el.shadowRoot!.querySelector<HTMLInputElement>('input[name="endUserId"]')!, SEED.consumers.alice);
      await el.updateComplete;
    },
    act: (el) => deep(el, '[part~="apply-button"]')!.click(),
    kept: (el) => el.shadowRoot!.querySelector<HTMLInputElement>('input[name="endUserId"]')!.value,
    retry: (el) => {
      const retry = deep(el, '[part~="retry-button"]');
      if (retry) retry.click();
      else deep(el, '[part~="apply-button"]')!.click();
    },
    shown: listed,
  },
  listOnMount('svc-card-list', listCards, async (adapter) => html`<svc-card-list .adapter=${adapter} end-user-id=${SEED.consumers.alice}></svc-card-list>`),
  listOnMount('svc-card-design-list', listCardDesigns, async (adapter) => html`<svc-card-design-list .adapter=${adapter}></svc-card-design-list>`),
  listOnMount('svc-partner-user-list', listPartnerUsers, async (adapter) => html`<svc-partner-user-list .adapter=${adapter}></svc-partner-user-list>`),
  listOnMount('svc-external-card-list', listExternalCards, async (adapter) => html`<svc-external-card-list .adapter=${adapter} end-user-id=${SEED.consumers.alice}></svc-external-card-list>`),
  loadOnMount(
    'svc-transaction-view (load)',
    getTransaction,
    async (adapter) => html`<svc-transaction-view .adapter=${adapter} transaction-id=${SEED.transactions.aliceToDavid}></svc-transaction-view>`,
    (el) => (el as Host & { transactionId?: string }).transactionId,
    (el) => deep(el, '[part~="base"]') !== null,
  ),
  {
    name: 'svc-transaction-view (receipt)',
    operation: createTransactionReceipt,
    // The sandbox's link lives in this page (blob:); a backend's is https, as the element requires.
    render: async (adapter) => html`<svc-transaction-view .adapter=${httpsReceipts(adapter)} transaction-id=${SEED.transactions.aliceToDavid}></svc-transaction-view>`,
    prepare: async (el) => {
      await waitUntil(() => deep(el, '[part~="receipt-button"]'), 'the transaction was not shown');
      el.addEventListener('svc-receipt-download', (event) => {
        event.preventDefault();
        el.dataset.downloaded = 'yes';
      });
    },
    act: (el) => deep(el, '[part~="receipt-button"]')!.click(),
    kept: (el) => (el as Host & { transactionId?: string }).transactionId,
    retry: (el) => deep(el, '[part~="receipt-button"]')!.click(),
    shown: (el) => el.dataset.downloaded === 'yes' && deep(el, '[part~="error"]') === null,
  },
  {
    // A download asks for the document's record first: that request gets the fault.
    name: 'svc-document-list (download)',
    operation: getDocument,
    render: async (adapter) => html`<svc-document-list .adapter=${adapter} end-user-id=${SEED.consumers.alice}></svc-document-list>`,
    prepare: async (el) => {
      await waitUntil(() => deepAll(el.shadowRoot!, '[part~="download-button"]').length > 0, 'the documents were not listed');
      el.addEventListener('svc-document-download', (event) => {
        event.preventDefault();
        el.dataset.downloaded = 'yes';
      });
    },
    act: (el) => deep(el, `[data-key="${SEED.documents.aliceIdentity}"] [part~="download-button"]`)!.click(),
    kept: (el) => deepAll(el.shadowRoot!, '[part~="row"]').length,
    retry: (el) => deep(el, `[data-key="${SEED.documents.aliceIdentity}"] [part~="download-button"]`)!.click(),
    shown: (el) => el.dataset.downloaded === 'yes' && deep(el, '[part~="error"]') === null,
  },
  loadOnMount(
    'svc-mandate-view (load)',
    getMandate,
    async (adapter) => html`<svc-mandate-view .adapter=${adapter} mandate-id=${SEED.mandates.aliceRent}></svc-mandate-view>`,
    (el) => (el as Host & { mandateId?: string }).mandateId,
    (el) => deep(el, 'input[name="friendlyName"]') !== null,
  ),
  formSubject(
    'svc-mandate-view',
    'friendlyName',
    updateMandate,
    async (adapter) => html`<svc-mandate-view .adapter=${adapter} mandate-id=${SEED.mandates.aliceRent}></svc-mandate-view>`,
    () => ({ friendlyName: 'Rent (faults)', recurring: false }),
    { ready: (el) => waitUntil(() => deep(el, 'input[name="friendlyName"]'), 'the mandate was not shown') },
  ),
  loadOnMount(
    'svc-partner-configuration (load)',
    getPartnerConfiguration,
    async (adapter) => html`<svc-partner-configuration .adapter=${adapter}></svc-partner-configuration>`,
    () => null,
    (el) => deep(el, '[part~="base"]') !== null && deep(el, '[part~="error"]') === null,
    { readsAnyShape: true },
  ),
];

faultsContract(SUBJECTS);
