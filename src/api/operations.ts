/**
 * The operations table: one entry per operation of the spec (37) plus the three it refers to
 * without describing (phone verification, verification email, document file download).
 *
 * The spec gives no paths or methods; `method` and `path` here are the kit's default route table,
 * which a partner's backend implements (published in the README) and can override per operation.
 * The client, the sandbox and the docs are all derived from this table.
 */
import * as z from 'zod/mini';
import { id } from './primitives.js';
import { updatedResult, waitingSca } from './schemas/common.js';
import * as consumer from './schemas/consumer.js';
import * as beneficiary from './schemas/beneficiary.js';
import * as card from './schemas/card.js';
import * as ledger from './schemas/ledger.js';
import * as document from './schemas/document.js';
import * as payments from './schemas/payments.js';
import * as corporate from './schemas/corporate.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OperationDef {
  /** Area of the spec the operation belongs to (for docs and grouping). */
  readonly area: string;
  /** The operation's name in the spec. */
  readonly summary: string;
  readonly method: HttpMethod;
  /** Path template, `{name}` for path parameters. */
  readonly path: string;
  readonly params?: z.ZodMiniObject;
  readonly query?: z.ZodMiniObject;
  readonly body?: z.ZodMiniType;
  /** How the body is encoded; JSON unless said. */
  readonly bodyType?: 'json' | 'multipart';
  /** The success response: a schema, nothing (No Content), or a file. */
  readonly response: z.ZodMiniType | 'none' | 'file';
  /** [SCA] in the spec: sends the SCA headers and may need strong customer authentication. */
  readonly sca: boolean;
  /** Referred to by the spec but not described: shapes are the kit's own. */
  readonly referred?: boolean;
}

const pathIds = <const K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, id()])) as { [P in K]: ReturnType<typeof id> });

const idResult = z.looseObject({ id: id() });

export const operations = {
  // Consumers
  getConsumer: {
    area: 'Consumers', summary: 'Get consumer', method: 'GET', path: '/consumers/{consumerId}',
    params: pathIds('consumerId'), response: consumer.consumer, sca: false,
  },
  listConsumers: {
    area: 'Consumers', summary: 'List consumers', method: 'GET', path: '/consumers',
    query: consumer.listConsumersQuery, response: consumer.consumerPage, sca: false,
  },
  createConsumer: {
    area: 'Consumers', summary: 'Create consumer', method: 'POST', path: '/consumers',
    body: consumer.createConsumerBody, response: idResult, sca: false,
  },
  patchConsumerProfile: {
    area: 'Consumers', summary: 'Patch consumer, profile fields', method: 'PATCH', path: '/consumers/{consumerId}/profile',
    params: pathIds('consumerId'), body: consumer.patchConsumerProfileBody, response: updatedResult, sca: false,
  },
  patchConsumerContact: {
    area: 'Consumers', summary: 'Patch consumer, contact fields', method: 'PATCH', path: '/consumers/{consumerId}/contact',
    params: pathIds('consumerId'), body: consumer.patchConsumerContactBody, response: updatedResult, sca: true,
  },
  verifyConsumerPhone: {
    area: 'Consumers', summary: 'Send a consumer verification code / validate the consumer phone', method: 'POST',
    path: '/consumers/{consumerId}/phone-verification', params: pathIds('consumerId'), body: consumer.verifyConsumerPhoneBody,
    response: consumer.verifyConsumerPhoneResult, sca: false, referred: true,
  },
  sendConsumerVerificationEmail: {
    area: 'Consumers', summary: 'Send a verification email to the consumer', method: 'POST',
    path: '/consumers/{consumerId}/email-verification', params: pathIds('consumerId'), response: 'none', sca: false, referred: true,
  },

  // Beneficiaries
  createBeneficiary: {
    area: 'Beneficiaries', summary: 'Create beneficiary', method: 'POST', path: '/beneficiaries',
    body: beneficiary.createBeneficiaryBody, response: idResult, sca: true,
  },
  getBeneficiary: {
    area: 'Beneficiaries', summary: 'Get beneficiary', method: 'GET', path: '/beneficiaries/{beneficiaryId}',
    params: pathIds('beneficiaryId'), response: beneficiary.beneficiary, sca: false,
  },
  patchBeneficiary: {
    area: 'Beneficiaries', summary: 'Patch beneficiary', method: 'PATCH', path: '/beneficiaries/{beneficiaryId}',
    params: pathIds('beneficiaryId'), body: beneficiary.patchBeneficiaryBody, response: idResult, sca: true,
  },

  // Cards
  putCardRule: {
    area: 'Cards', summary: 'Create or replace card rule', method: 'PUT', path: '/cards/{cardId}/rules/{ruleType}',
    params: card.cardRulePath, body: card.cardRuleBody, response: 'none', sca: true,
  },
  removeCardRule: {
    area: 'Cards', summary: 'Remove card rule', method: 'DELETE', path: '/cards/{cardId}/rules/{ruleType}',
    params: card.cardRulePath, query: card.removeCardRuleQuery, response: 'none', sca: true,
  },
  putCardProfileRule: {
    area: 'Cards', summary: 'Create default card profile rule', method: 'PUT', path: '/card-profiles/{cardProfileId}/rules/{ruleType}',
    params: card.cardProfileRulePath, body: card.cardRuleBody, response: 'none', sca: false,
  },
  removeCardProfileRule: {
    area: 'Cards', summary: 'Remove default card profile rule', method: 'DELETE', path: '/card-profiles/{cardProfileId}/rules/{ruleType}',
    params: card.cardProfileRulePath, response: 'none', sca: false,
  },
  listCards: {
    area: 'Cards', summary: 'List cards', method: 'GET', path: '/cards',
    query: card.listCardsQuery, response: card.cardPage, sca: false,
  },
  createCard: {
    area: 'Cards', summary: 'Create card', method: 'POST', path: '/cards',
    body: card.createCardBody, response: idResult, sca: true,
  },
  // PIN and PAN credentials are POSTs so that no cache or prefetch ever replays them.
  getCardPin: {
    area: 'Cards', summary: 'Get card PIN', method: 'POST', path: '/cards/{cardId}/pin',
    params: pathIds('cardId'), response: card.cardPin, sca: true,
  },
  getPanCredentials: {
    area: 'Cards', summary: 'Get temporary PAN credentials', method: 'POST', path: '/cards/{cardId}/pan-credentials',
    params: pathIds('cardId'), response: card.panCredentials, sca: true,
  },
  listCardDesigns: {
    area: 'Cards', summary: 'List card designs', method: 'GET', path: '/card-designs',
    query: card.listCardDesignsQuery, response: card.cardDesignPage, sca: false,
  },

  // Ledgers
  listLedgers: {
    area: 'Ledgers', summary: 'List ledgers', method: 'GET', path: '/ledgers',
    query: ledger.listLedgersQuery, response: ledger.ledgerPage, sca: false,
  },
  createLedger: {
    area: 'Ledgers', summary: 'Create ledger', method: 'POST', path: '/ledgers',
    body: ledger.createLedgerBody, response: idResult, sca: false,
  },
  suspendLedger: {
    area: 'Ledgers', summary: 'Suspend ledger', method: 'POST', path: '/ledgers/{ledgerId}/suspension',
    params: pathIds('ledgerId'), body: ledger.suspendLedgerBody, response: 'none', sca: false,
  },

  // Documents
  listDocuments: {
    area: 'Documents', summary: 'List documents', method: 'GET', path: '/documents',
    query: document.listDocumentsQuery, response: document.documentPage, sca: false,
  },
  uploadDocument: {
    area: 'Documents', summary: 'Upload document', method: 'POST', path: '/documents',
    body: document.uploadDocumentBody, bodyType: 'multipart', response: idResult, sca: false,
  },
  createDocumentRequest: {
    area: 'Documents', summary: 'Create document request', method: 'POST', path: '/document-requests',
    body: document.createDocumentRequestBody, response: idResult, sca: false,
  },
  getDocument: {
    area: 'Documents', summary: 'Get document', method: 'GET', path: '/documents/{documentId}',
    params: pathIds('documentId'), response: document.document, sca: false,
  },
  downloadDocument: {
    area: 'Documents', summary: 'Download a document file', method: 'GET', path: '/documents/{documentId}/file',
    params: pathIds('documentId'), response: 'file', sca: false, referred: true,
  },

  // Acquiring and external cards
  initiateAcquiringPayment: {
    area: 'Acquiring', summary: 'Initiate acquiring payment', method: 'POST', path: '/acquiring/payments',
    body: payments.acquiringPaymentBody, response: payments.acquiringResult, sca: false,
  },
  initiateAcquiringAccountLoad: {
    area: 'Acquiring', summary: 'Initiate acquiring account load', method: 'POST', path: '/acquiring/account-loads',
    body: payments.acquiringAccountLoadBody, response: payments.acquiringResult, sca: false,
  },
  listExternalCards: {
    area: 'Acquiring', summary: 'List external cards', method: 'GET', path: '/external-cards',
    query: payments.listExternalCardsQuery, response: payments.externalCardPage, sca: false,
  },

  // Direct debit mandates
  getMandate: {
    area: 'Mandates', summary: 'Get mandate', method: 'GET', path: '/mandates/{mandateId}',
    params: pathIds('mandateId'), response: payments.mandate, sca: false,
  },
  updateMandate: {
    area: 'Mandates', summary: 'Update mandate', method: 'PATCH', path: '/mandates/{mandateId}',
    params: pathIds('mandateId'), body: payments.updateMandateBody, response: idResult, sca: false,
  },

  // Transactions
  getTransaction: {
    area: 'Transactions', summary: 'Get transaction', method: 'GET', path: '/transactions/{transactionId}',
    params: pathIds('transactionId'), response: payments.transaction, sca: false,
  },
  createTransactionReceipt: {
    area: 'Transactions', summary: 'Create transaction receipt', method: 'POST', path: '/transactions/{transactionId}/receipt',
    params: pathIds('transactionId'), response: payments.receipt, sca: false,
  },

  // Corporates
  declareCorporateRelated: {
    area: 'Corporates', summary: 'Declare corporate-related entity', method: 'POST', path: '/corporates/{corporateId}/related',
    params: pathIds('corporateId'), body: corporate.declareCorporateRelatedBody, response: idResult, sca: false,
  },
  createCorporateShare: {
    area: 'Corporates', summary: 'Create corporate-related share', method: 'POST', path: '/corporate-shares',
    body: corporate.createCorporateShareBody, response: idResult, sca: false,
  },
  requestKybVerification: {
    area: 'Corporates', summary: 'Request KYB verification', method: 'POST', path: '/corporates/{corporateId}/kyb-verification',
    params: pathIds('corporateId'), response: 'none', sca: false,
  },

  // Partner administration
  listPartnerUsers: {
    area: 'Partner', summary: 'List partner user accounts', method: 'GET', path: '/partner/users',
    query: corporate.listPartnerUsersQuery, response: corporate.partnerUserPage, sca: false,
  },
  createPartnerUser: {
    area: 'Partner', summary: 'Create partner user account', method: 'POST', path: '/partner/users',
    body: corporate.createPartnerUserBody, response: corporate.createPartnerUserResult, sca: false,
  },
  getPartnerConfiguration: {
    area: 'Partner', summary: 'Get partner configuration', method: 'GET', path: '/partner/configuration',
    response: corporate.partnerConfiguration, sca: false,
  },
} as const satisfies Record<string, OperationDef>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export const operationNames = Object.keys(operations) as OperationName[];

type Out<S> = S extends z.ZodMiniType ? z.output<S> : never;
type In<S> = S extends z.ZodMiniType ? z.input<S> : never;

/** What a caller passes for an operation: path parameters, query and body, each only where the operation has one. */
export type OperationInput<N extends OperationName> = (Operations[N] extends { params: infer P } ? { params: In<P> } : { params?: undefined }) &
  (Operations[N] extends { query: infer Q } ? { query?: In<Q> } : { query?: undefined }) &
  (Operations[N] extends { body: infer B } ? { body: In<B> } : { body?: undefined });

/** What an operation resolves with. */
export type OperationResult<N extends OperationName> = Operations[N]['response'] extends 'none'
  ? void
  : Operations[N]['response'] extends 'file'
    ? Blob
    : Out<Operations[N]['response']>;

/** Operations that may answer Waiting SCA while the SCA is pending (spec: card rule creation and removal). */
export const answersWaitingSca: ReadonlySet<OperationName> = new Set(['putCardRule', 'removeCardRule']);
export { waitingSca };
