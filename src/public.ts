/**
 * What partners code against, the sandbox aside: the elements, their events, the client and its
 * operations, the adapter, errors, the display helpers, configuration and catalogs. Each name is
 * listed on purpose (api/svc-elements.api.md records them); the schemas and limits are on
 * `svc-elements/schemas`. Defines no element.
 */
import { en } from './i18n/en.js';
import type { Catalog } from './i18n/catalog.js';

// ---- Elements --------------------------------------------------------------------------------
export { SvcElement } from './elements/base/svc-element.js';
export { SvcFormElement } from './elements/form/svc-form-element.js';
// Every element's class, from its folder (src/generated/, written by npm run generate).
export * from './generated/element-exports.js';
export { LEDGER_LIMITS } from './elements/ledger-create/svc-ledger-create.js';
export type { PartnerUser } from './elements/partner-user-list/svc-partner-user-list.js';
export type { ConsumerFormMode } from './elements/consumer-form/svc-consumer-form.js';
export type { ConsumerSortAttribute } from './elements/consumer-list/svc-consumer-list.js';
export type { DocumentSortAttribute } from './elements/document-list/svc-document-list.js';
export type { DocumentUploadItem, UploadStatus } from './elements/document-upload/svc-document-upload.js';
export type { CardRuleRecord } from './elements/card/rule-kinds.js';
export { defineElement, defineElements, elements } from './elements/registry.js';

// ---- Events ----------------------------------------------------------------------------------
export {
  SvcSubmitEvent,
  SvcSuccessEvent,
  SvcErrorEvent,
  SvcScaEvent,
  type SvcSubmitDetail,
  type SvcSuccessDetail,
  type SvcErrorDetail,
  type SvcScaDetail,
  type SuccessResult,
  type RedactedResults,
} from './elements/base/events.js';
export { SvcScaCancelEvent, SvcScaContinueEvent, SvcScaRetryEvent } from './elements/sca-pending/events.js';
export { SvcConcealEvent, type SvcConcealDetail, type ConcealReason } from './elements/card-view/events.js';
export { SvcCardSelectEvent, type SvcCardSelectDetail } from './elements/card/events.js';
export { SvcConsumerSelectEvent, type SvcConsumerSelectDetail } from './elements/consumer-list/events.js';
export { SvcLedgerSelectEvent, type SvcLedgerSelectDetail } from './elements/ledger-list/events.js';
export type { SvcDocumentDownloadDetail, SvcDocumentDownloadEvent } from './elements/document-list/events.js';
export { SvcRuleChangeEvent, type SvcRuleChangeDetail } from './elements/card/events.js';
export { SvcExternalCardSelectEvent, type SvcExternalCardSelectDetail } from './elements/external-card-list/events.js';
export { SvcReceiptDownloadEvent, type SvcReceiptDownloadDetail } from './elements/transaction-view/events.js';
export {
  SvcPaymentPageEvent, SvcAcquiringReturnEvent, type SvcPaymentPageDetail, type SvcAcquiringReturnDetail,
} from './elements/acquiring/events.js';
// A partner's return page tells the acquiring elements how the payment ended (docs/acquiring.md).
export { reportAcquiringOutcome } from './elements/acquiring/return.js';
export type { OpenIn } from './elements/acquiring/hosted-page.js';
export { OUTCOME_PARAMETER, ID_PARAMETER, type AcquiringOutcome } from './api/acquiring-return.js';
// Fired on document by the script tag's loader (types only: the loader has its own copy).
export type { SvcLoaderEvent, SvcReadyEvent, SvcReadyDetail, SvcLoadErrorEvent, SvcLoadErrorDetail } from './loader/events.js';
export { successResult } from './frameworks/success-result.js';

// ---- Configuration ---------------------------------------------------------------------------
export { serviceConfigContext, setDefaultConfig, getDefaultConfig, type ServiceConfig } from './elements/base/config-context.js';

// ---- The client and its operations -----------------------------------------------------------
export { createClient, type ServiceClient } from './client/client.js';
export {
  operations,
  operationNames,
  type Operations,
  type OperationName,
  type OperationDefinition,
  type OperationRef,
  type OperationInput,
  type OperationResult,
} from './api/operations.js';
// Each definition on its own, as elements pass them (`adapter.request(getCardPin, input)`).
export {
  createConsumer, getConsumer, patchConsumerContact, patchConsumerProfile, sendConsumerVerificationEmail, verifyConsumerPhone,
} from './api/operations/consumers.js';
export { listConsumers } from './api/operations/consumer-list.js';
export { createBeneficiary, getBeneficiary, patchBeneficiary } from './api/operations/beneficiaries.js';
export { getCardPin, getPanCredentials, listCards } from './api/operations/cards.js';
export {
  createCard, listCardDesigns, putCardProfileRule, putCardRule, removeCardProfileRule, removeCardRule,
} from './api/operations/card-management.js';
export { createLedger, listLedgers, suspendLedger } from './api/operations/ledgers.js';
export { createDocumentRequest, downloadDocument, getDocument, listDocuments, uploadDocument } from './api/operations/documents.js';
export {
  createTransactionReceipt, getMandate, getTransaction, initiateAcquiringAccountLoad, initiateAcquiringPayment, listExternalCards, updateMandate,
} from './api/operations/payments.js';
export { createCorporateShare, declareCorporateRelated, requestKybVerification } from './api/operations/corporates.js';
export { createPartnerUser, getPartnerConfiguration, listPartnerUsers } from './api/operations/partner.js';
// The records elements take and give (their schemas are on `svc-elements/schemas`).
export type { Beneficiary } from './api/schemas/beneficiary.js';
export type { Card, PanCredentials } from './api/schemas/card.js';
export type { CardDesign } from './api/schemas/card-management.js';
export type { Consumer } from './api/schemas/consumer.js';
export type { ConsumerListItem } from './api/schemas/consumer-list.js';
export type { DocumentListItem, DocumentRecord } from './api/schemas/document.js';
export type { Ledger } from './api/schemas/ledger.js';
export type { ExternalCard, Mandate, Transaction } from './api/schemas/payments.js';
export type { PartnerConfiguration } from './api/schemas/corporate.js';
export type { WaitingSca } from './api/schemas/common.js';

// ---- The adapter -----------------------------------------------------------------------------
export { createFetchAdapter, type FetchAdapter, type FetchAdapterOptions, type RequestOptions } from './client/adapter.js';
export { operationName } from './client/operation-ref.js';
export type { Route } from './client/prepare.js';
export type { ScaOptions, ScaState, ScaUpdate, SignRequest } from './client/sca.js';

// ---- Errors ----------------------------------------------------------------------------------
export {
  ServiceError,
  isServiceError,
  isScaCode,
  type ServiceErrorKind,
  type ServiceErrorInit,
  type ServiceFieldTextOptIn,
  type FieldIssue,
} from './api/errors.js';

// ---- Display helpers -------------------------------------------------------------------------
export type { PanDisplay, PanDisplayCredentials, PanDisplayContext, PinDisplay, PinDisplayRequest } from './elements/card-view/pan-display.js';
export { createFramePanDisplay, createFramePinDisplay, type FrameDisplayOptions } from './elements/card-view/frame-display.js';
export { createSandboxPanDisplay, SANDBOX_PAN_SAMPLE } from './elements/card-view/sandbox-pan-display.js';
export { cardActionAllowed, type CardAction } from './api/card-usage.js';
export { formatIban, normalizeIban } from './api/formats/iban-text.js';
export { countryName, currencyName } from './api/formats/iso-lists.js';
export { printedSortCode, shownSortCode } from './elements/beneficiary-form/banking-details.js';

// ---- Languages -------------------------------------------------------------------------------
/** The English catalog, every text of the kit: the model for `registerLocale`. Typed as a `Catalog` (not its literal texts), so a reworded text is no API change. */
export const messagesEn: Catalog = en;
export { registerLocale, loadCatalog, type Catalog, type PartialCatalog, type CatalogLoader, type CatalogPartLoaders } from './i18n/catalog.js';
export { SHIPPED_LOCALES, type ShippedLocale } from './i18n/shipped.js';
export type { Plural } from './i18n/plural.js';
