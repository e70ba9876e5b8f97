/**
 * One valid request of every operation, on the sandbox's seed records of one end user (Alice, or a
 * corporate for the corporate operations): what the operation × caller matrix sends. Typed by the
 * operations table, so a new operation fails the type check until it has its example.
 */
import { operations, type OperationName } from '../../src/api/operations.js';
import { fillPath } from '../src/routes.js';
import { SEED } from './harness.js';

export interface Example {
  /** The end user whose records the example names. */
  endUser: string;
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
}

const alice = SEED.consumers.alice;
const nordwind = SEED.corporates.nordwind;
const pdf = () => new File(['%PDF-1.4\n'], 'id.pdf', { type: 'application/pdf' });
const form = (fields: Record<string, string>) => () => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set('file', pdf());
  return body;
};

export const examples: Record<OperationName, Example> = {
  getConsumer: { endUser: alice, params: { consumerId: alice } },
  listConsumers: { endUser: alice, query: 'pageSize=5' },
  createConsumer: { endUser: alice, body: { firstName: 'Ines', lastName: 'Roy', phone: { countryCode: '33', number: '612345679' }, emailAddress: 'ines@example.test' } },
  patchConsumerProfile: { endUser: alice, params: { consumerId: alice }, body: { occupation: 'EMPLOYEE' } },
  patchConsumerContact: { endUser: alice, params: { consumerId: alice }, body: { emailAddress: 'alice@example.test' } },
  verifyConsumerPhone: { endUser: alice, params: { consumerId: alice }, body: { code: '123456' } },
  sendConsumerVerificationEmail: { endUser: alice, params: { consumerId: alice } },
  createBeneficiary: { endUser: alice, body: { type: 'PERSON', name: 'Jean Dupont', bankingDetails: { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPXXX' } } },
  getBeneficiary: { endUser: alice, params: { beneficiaryId: SEED.beneficiaries.aliceSepa } },
  patchBeneficiary: { endUser: alice, params: { beneficiaryId: SEED.beneficiaries.aliceSepa }, body: { friendlyName: 'Rent' } },
  putCardRule: { endUser: alice, params: { cardId: SEED.cards.alicePhysical, ruleType: 'DAILY_MAX_SPEND' }, body: { value: 100 } },
  removeCardRule: { endUser: alice, params: { cardId: SEED.cards.alicePhysical, ruleType: 'DAILY_MAX_SPEND' } },
  putCardProfileRule: { endUser: alice, params: { cardProfileId: SEED.cardProfiles.standard, ruleType: 'DAILY_MAX_SPEND' }, body: { value: 1000 } },
  removeCardProfileRule: { endUser: alice, params: { cardProfileId: SEED.cardProfiles.standard, ruleType: 'DAILY_MAX_SPEND' } },
  listCards: { endUser: alice, query: 'pageSize=100' },
  createCard: { endUser: alice, body: { deliveryMethod: 'FRENCH_MAIL', ledgerId: SEED.ledgers.aliceMain, profileId: SEED.cardProfiles.standard, nameOnCard: 'ALICE MARTIN' } },
  getCardPin: { endUser: alice, params: { cardId: SEED.cards.alicePhysical } },
  getPanCredentials: { endUser: alice, params: { cardId: SEED.cards.aliceVirtual } },
  listCardDesigns: { endUser: alice, query: 'cardType=PHYSICAL' },
  listLedgers: { endUser: alice, query: 'pageSize=5' },
  createLedger: { endUser: alice, body: { type: 'EUR_FRANCE', friendlyName: 'Matrix pocket' } },
  suspendLedger: { endUser: alice, params: { ledgerId: SEED.ledgers.aliceSavings }, body: { reason: 'Fraud suspected', blockIncomingTransaction: true } },
  listDocuments: { endUser: alice, query: 'status[]=VALIDATED&status[]=UPLOADED' },
  uploadDocument: { endUser: alice, body: form({ type: 'ID_CARD' }) },
  createDocumentRequest: { endUser: alice, body: { endUserId: alice, type: 'PROOF_OF_ADDRESS' } },
  getDocument: { endUser: alice, params: { documentId: SEED.documents.aliceIdentity } },
  downloadDocument: { endUser: alice, params: { documentId: SEED.documents.aliceIdentity } },
  initiateAcquiringPayment: { endUser: alice, body: { amount: 10, externalCardId: SEED.externalCards.aliceVisa } },
  initiateAcquiringAccountLoad: { endUser: alice, body: { amount: 10, targetLedgerId: SEED.ledgers.aliceMain } },
  listExternalCards: { endUser: alice },
  getMandate: { endUser: alice, params: { mandateId: SEED.mandates.aliceRent } },
  updateMandate: { endUser: alice, params: { mandateId: SEED.mandates.aliceRent }, body: {} },
  getTransaction: { endUser: alice, params: { transactionId: SEED.transactions.aliceToDavid } },
  createTransactionReceipt: { endUser: alice, params: { transactionId: SEED.transactions.aliceToDavid } },
  declareCorporateRelated: { endUser: nordwind, params: { corporateId: nordwind }, body: { isDirector: false, sharesInfo: [], info: { firstName: 'Lena', lastName: 'Vogel' } } },
  createCorporateShare: { endUser: nordwind, body: { corporateRelatedId: SEED.related.nordwindDirector, percentage: 10 } },
  requestKybVerification: { endUser: nordwind, params: { corporateId: nordwind } },
  listPartnerUsers: { endUser: alice },
  createPartnerUser: { endUser: alice, body: { email: 'matrix@bank.test', roles: ['BENEFICIARY_LIST'] } },
  getPartnerConfiguration: { endUser: alice },
};

/** The example as a request: method, path under the base path, and body (a fresh form each time). */
export function requestOf(operation: OperationName, example: Example = examples[operation]) {
  const def = operations[operation];
  const path = `${fillPath(def.path, example.params ?? {})}${example.query ? `?${example.query}` : ''}`;
  const body = typeof example.body === 'function' ? (example.body as () => FormData)() : example.body;
  return { method: def.method, path, body };
}
