/**
 * The operations table: one entry per operation of the spec (37) plus the three it refers to
 * without describing (phone verification, verification email, document file download).
 *
 * The spec gives no paths or methods; `method` and `path` here are the kit's default route table,
 * which a partner's backend implements (published in the README) and can override per operation.
 * The client, the sandbox and the docs are all derived from this table.
 *
 * Each definition lives in its area's module under operations/ and can be imported on its own:
 * an element that passes `getCardPin` to the adapter carries that operation's schemas, not the
 * whole table's.
 */
import type * as z from 'zod/mini';
import type { OperationDef } from './operations/define.js';
import { getConsumer } from './operations/consumer-read.js';
import { createConsumer, patchConsumerContact, patchConsumerProfile } from './operations/consumers.js';
import { sendConsumerVerificationEmail, verifyConsumerPhone } from './operations/consumer-verification.js';
import { listConsumers } from './operations/consumer-list.js';
import { createBeneficiary, patchBeneficiary } from './operations/beneficiaries.js';
import { getBeneficiary } from './operations/beneficiary-read.js';
import { getCardPin, getPanCredentials, listCards } from './operations/cards.js';
import { createCard } from './operations/card-management.js';
import { listCardDesigns } from './operations/card-designs.js';
import { putCardRule, removeCardRule } from './operations/card-rules.js';
import { putCardProfileRule, removeCardProfileRule } from './operations/card-profile-rules.js';
import { createLedger, listLedgers } from './operations/ledgers.js';
import { suspendLedger } from './operations/ledger-suspend.js';
import { createDocumentRequest, downloadDocument, getDocument, listDocuments, uploadDocument } from './operations/documents.js';
import { initiateAcquiringAccountLoad, initiateAcquiringPayment, listExternalCards } from './operations/acquiring.js';
import { getMandate } from './operations/mandates.js';
import { updateMandate } from './operations/mandate-update.js';
import { createTransactionReceipt, getTransaction } from './operations/transactions.js';
import { createCorporateShare, declareCorporateRelated } from './operations/corporates.js';
import { requestKybVerification } from './operations/kyb.js';
import { createPartnerUser, getPartnerConfiguration, listPartnerUsers } from './operations/partner.js';

export type { OperationDef } from './operations/define.js';
export * from './operations/consumer-read.js';
export * from './operations/consumers.js';
export * from './operations/consumer-verification.js';
export * from './operations/consumer-list.js';
export * from './operations/beneficiaries.js';
export * from './operations/beneficiary-read.js';
export * from './operations/cards.js';
export * from './operations/card-management.js';
export * from './operations/card-designs.js';
export * from './operations/card-rules.js';
export * from './operations/card-profile-rules.js';
export * from './operations/ledgers.js';
export * from './operations/ledger-suspend.js';
export * from './operations/documents.js';
export * from './operations/acquiring.js';
export * from './operations/mandates.js';
export * from './operations/mandate-update.js';
export * from './operations/transactions.js';
export * from './operations/corporates.js';
export * from './operations/kyb.js';
export * from './operations/partner.js';

/** A table keyed by each definition's own name, in the order given. */
function tableOf<const D extends readonly OperationDef[]>(...defs: D): { readonly [Def in D[number] as Def['name']]: Def } {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries types no keys: each entry is [def.name, def], the mapped type above
  return Object.fromEntries(defs.map((def) => [def.name, def])) as never;
}

export const operations = tableOf(
  // Consumers
  getConsumer, listConsumers, createConsumer, patchConsumerProfile, patchConsumerContact, verifyConsumerPhone, sendConsumerVerificationEmail,
  // Beneficiaries
  createBeneficiary, getBeneficiary, patchBeneficiary,
  // Cards
  putCardRule, removeCardRule, putCardProfileRule, removeCardProfileRule, listCards, createCard, getCardPin, getPanCredentials, listCardDesigns,
  // Ledgers
  listLedgers, createLedger, suspendLedger,
  // Documents
  listDocuments, uploadDocument, createDocumentRequest, getDocument, downloadDocument,
  // Acquiring and external cards
  initiateAcquiringPayment, initiateAcquiringAccountLoad, listExternalCards,
  // Direct debit mandates
  getMandate, updateMandate,
  // Transactions
  getTransaction, createTransactionReceipt,
  // Corporates
  declareCorporateRelated, createCorporateShare, requestKybVerification,
  // Partner administration
  listPartnerUsers, createPartnerUser, getPartnerConfiguration,
);

export type Operations = typeof operations;
export type OperationName = keyof Operations;
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.keys types no keys: this table's keys are its definitions' names (tableOf)
export const operationNames = Object.keys(operations) as OperationName[];

/** An operation definition under its literal name, as the area modules export them (`getCardPin`). */
export interface OperationDefinition<N extends OperationName = OperationName> extends OperationDef {
  readonly name: N;
}

/** How callers name an operation: its definition (which carries only its own schemas), or its name. */
export type OperationRef<N extends OperationName = OperationName> = N | OperationDefinition<N>;

export type Out<S> = S extends z.ZodMiniType ? z.output<S> : never;
export type In<S> = S extends z.ZodMiniType ? z.input<S> : never;

/** What a caller passes for an operation: path parameters, query and body, each only where the operation has one. */
export type OperationInput<N extends OperationName> = N extends OperationName
  ? // Distributed over a union of names: the input of one of them, each whole (an element that sends one of several operations builds the input of the one it sends).
    (Operations[N] extends { params: infer P } ? { params: In<P> } : { params?: undefined }) &
      (Operations[N] extends { query: infer Q } ? { query?: In<Q> } : { query?: undefined }) &
      (Operations[N] extends { body: infer B } ? { body: In<B> } : { body?: undefined })
  : never;

/** What an operation resolves with. */
export type OperationResult<N extends OperationName> = Operations[N]['response'] extends 'none'
  ? void
  : Operations[N]['response'] extends 'file'
    ? Blob
    : Out<Operations[N]['response']>;

/** Operations that may answer Waiting SCA while the SCA is pending (spec: card rule creation and removal). */
export const answersWaitingSca: ReadonlySet<OperationName> = new Set(['putCardRule', 'removeCardRule']);
