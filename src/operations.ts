/**
 * svc-elements/operations: the service contract as a backend needs it, with no element, no DOM and
 * no text catalog. The operations table (method, path, the zod schemas of each request and answer,
 * whether it takes SCA), the spec's limits, the check of an uploaded file's type by its first bytes,
 * and the keyed unions' parts (a backend's strict parse needs to know which keys choose an option).
 * Each operation's definition on its own too, as a partner's code passes it to the adapter
 * (`adapter.request(getCardPin, input)`); the client (on the root) calls them by name.
 * The reference backend (`svc-elements-server`) takes everything it knows of the contract from here.
 * (api/svc-elements-operations.api.md records what this entry exports.)
 */
export {
  operations,
  operationNames,
  type OperationDef,
  type OperationName,
  type Operations,
  type OperationDefinition,
  type OperationRef,
  type OperationInput,
  type OperationResult,
  type Out,
  type In,
} from './api/operations.js';
export type { HttpMethod } from './api/operations/define.js';
export type { FieldIssue } from './api/errors.js';
export { getConsumer } from './api/operations/consumer-read.js';
export { createConsumer, patchConsumerContact, patchConsumerProfile } from './api/operations/consumers.js';
export { sendConsumerVerificationEmail, verifyConsumerPhone } from './api/operations/consumer-verification.js';
export { listConsumers } from './api/operations/consumer-list.js';
export { createBeneficiary, patchBeneficiary } from './api/operations/beneficiaries.js';
export { getBeneficiary } from './api/operations/beneficiary-read.js';
export { getCardPin, getPanCredentials, listCards } from './api/operations/cards.js';
export { createCard } from './api/operations/card-management.js';
export { listCardDesigns } from './api/operations/card-designs.js';
export { putCardRule, removeCardRule } from './api/operations/card-rules.js';
export { putCardProfileRule, removeCardProfileRule } from './api/operations/card-profile-rules.js';
export { createLedger, listLedgers } from './api/operations/ledgers.js';
export { suspendLedger } from './api/operations/ledger-suspend.js';
export { createDocumentRequest, downloadDocument, getDocument, listDocuments, uploadDocument } from './api/operations/documents.js';
export { initiateAcquiringAccountLoad, initiateAcquiringPayment, listExternalCards } from './api/operations/acquiring.js';
export { getMandate } from './api/operations/mandates.js';
export { updateMandate } from './api/operations/mandate-update.js';
export { createTransactionReceipt, getTransaction } from './api/operations/transactions.js';
export { createCorporateShare, declareCorporateRelated } from './api/operations/corporates.js';
export { requestKybVerification } from './api/operations/kyb.js';
export { createPartnerUser, getPartnerConfiguration, listPartnerUsers } from './api/operations/partner.js';
export { LIMITS } from './api/limits.js';
export { contentAccepted } from './api/upload-types.js';
export { keyedUnion, keyedUnionParts } from './api/keyed-union.js';
