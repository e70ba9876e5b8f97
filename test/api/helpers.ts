/** Shared inputs and assertions for the api tests: what a partner would send, and what the kit says back. */
import { expect } from '@open-wc/testing';
import { validateAgainst, type PreparedInput } from '../../src/client/prepare.js';
import { ServiceError, type FieldIssue } from '../../src/api/errors.js';
import { operations, type OperationName } from '../../src/api/operations.js';

export const ID = '3f1c2a9e-8b7d-4c6e-9a5f-1b2c3d4e5f60';
export const ID2 = '9b2e4c1d-7a3f-4e8b-b5c6-0d1e2f3a4b5c';
export const ID3 = 'c0ffee00-1234-4abc-8def-0123456789ab';

/** A valid French IBAN (the registry example) typed in groups of four, and its BIC. */
export const IBAN_TYPED = 'FR14 2004 1010 0505 0001 3M02 606';
export const IBAN = 'FR1420041010050500013M02606';
export const BIC = 'BNPAFRPP';

/** A string of `length` characters. */
export const text = (length: number, char = 'a') => char.repeat(length);

/** A metadata object whose JSON serialisation is exactly `length` characters long (length ≥ 8). */
export function metadataOf(length: number): Record<string, unknown> {
  const value = { k: text(length - 8, 'x') };
  expect(JSON.stringify(value).length).to.equal(length);
  return value;
}

/** A file of `bytes` bytes, as a person would pick it. */
/** A PDF of exactly `bytes` bytes: its signature, then zeros (the kit checks a file's content as well as its type). */
export const fileOf = (bytes: number) => {
  const content = new Uint8Array(bytes);
  content.set(new TextEncoder().encode('%PDF-1.7\n').subarray(0, bytes));
  return new File([content], 'a.pdf', { type: 'application/pdf' });
};

type Input = { params?: Record<string, string>; query?: Record<string, unknown>; body?: Record<string, unknown> };

/** The smallest valid input of every operation of the table. */
export const minimal: Record<OperationName, () => Input> = {
  getConsumer: () => ({ params: { consumerId: ID } }),
  listConsumers: () => ({}),
  createConsumer: () => ({ body: { phone: { countryCode: '33', number: '612345678' } } }),
  patchConsumerProfile: () => ({ params: { consumerId: ID }, body: {} }),
  patchConsumerContact: () => ({ params: { consumerId: ID }, body: {} }),
  verifyConsumerPhone: () => ({ params: { consumerId: ID }, body: {} }),
  sendConsumerVerificationEmail: () => ({ params: { consumerId: ID } }),
  createBeneficiary: () => ({ body: { type: 'PERSON', name: 'Jeanne Martin', bankingDetails: { iban: IBAN, bic: BIC } } }),
  getBeneficiary: () => ({ params: { beneficiaryId: ID } }),
  patchBeneficiary: () => ({ params: { beneficiaryId: ID }, body: {} }),
  putCardRule: () => ({ params: { cardId: ID, ruleType: 'DAILY_MAX_SPEND' }, body: { value: 100 } }),
  removeCardRule: () => ({ params: { cardId: ID, ruleType: 'DAILY_MAX_SPEND' } }),
  putCardProfileRule: () => ({ params: { cardProfileId: ID, ruleType: 'MONTHLY_MAX_SPEND' }, body: { value: 1000 } }),
  removeCardProfileRule: () => ({ params: { cardProfileId: ID, ruleType: 'MONTHLY_MAX_SPEND' } }),
  listCards: () => ({}),
  createCard: () => ({ body: { deliveryMethod: 'FRENCH_MAIL', ledgerId: ID, profileId: ID2 } }),
  getCardPin: () => ({ params: { cardId: ID } }),
  getPanCredentials: () => ({ params: { cardId: ID } }),
  listCardDesigns: () => ({}),
  listLedgers: () => ({}),
  createLedger: () => ({ body: { type: 'EUR_FRANCE' } }),
  suspendLedger: () => ({ params: { ledgerId: ID }, body: { reason: 'Fraud suspected', blockIncomingTransaction: true } }),
  listDocuments: () => ({}),
  uploadDocument: () => ({ body: { endUserId: ID, type: 'IDENTITY_CARD', file: fileOf(1024) } }),
  createDocumentRequest: () => ({ body: { endUserId: ID, type: 'DRIVING_LICENCE' } }),
  getDocument: () => ({ params: { documentId: ID } }),
  downloadDocument: () => ({ params: { documentId: ID } }),
  initiateAcquiringPayment: () => ({ body: { amount: 25 } }),
  initiateAcquiringAccountLoad: () => ({ body: { amount: 25, targetLedgerId: ID } }),
  listExternalCards: () => ({}),
  getMandate: () => ({ params: { mandateId: ID } }),
  updateMandate: () => ({ params: { mandateId: ID }, body: {} }),
  getTransaction: () => ({ params: { transactionId: ID } }),
  createTransactionReceipt: () => ({ params: { transactionId: ID } }),
  declareCorporateRelated: () => ({
    params: { corporateId: ID },
    body: { isDirector: true, sharesInfo: [{ percentage: 30 }], info: { firstName: 'Jeanne', lastName: 'Martin' } },
  }),
  createCorporateShare: () => ({ body: { corporateRelatedId: ID, percentage: 25 } }),
  requestKybVerification: () => ({ params: { corporateId: ID } }),
  listPartnerUsers: () => ({}),
  createPartnerUser: () => ({ body: { email: 'ops@partner.example', roles: ['ACCOUNT_CREATE'] } }),
  getPartnerConfiguration: () => ({}),
};

/** The minimal input of `operation` with some body fields set (shallow). */
export function withBody(operation: OperationName, fields: Record<string, unknown>): Input {
  const input = minimal[operation]();
  return { ...input, body: { ...input.body, ...fields } };
}

/** The minimal input of `operation` with some query parameters set. */
export function withQuery(operation: OperationName, query: Record<string, unknown>): Input {
  return { ...minimal[operation](), query };
}

/** The minimal input of `operation` with some path parameters replaced. */
export function withParams(operation: OperationName, params: Record<string, string>): Input {
  const input = minimal[operation]();
  return { ...input, params: { ...input.params, ...params } };
}

/** Validates an operation's input as the adapter does before sending (throws a `validation` ServiceError). */
export const validateInput = (operation: OperationName, input: PreparedInput | undefined): PreparedInput => validateAgainst(operations[operation], input);

/** The issues `validateInput` reports (none when the input is accepted). */
function issuesOf(operation: OperationName, input: PreparedInput | undefined): FieldIssue[] {
  try {
    validateInput(operation, input);
    return [];
  } catch (error) {
    expect(error).to.be.instanceOf(ServiceError);
    const serviceError = error as ServiceError;
    expect(serviceError.kind).to.equal('validation');
    expect(serviceError.code).to.equal('VALIDATION_FAILED');
    expect(serviceError.issues).to.have.length.greaterThan(0);
    return serviceError.issues;
  }
}

/** Asserts the input is accepted; returns what would be sent. */
export function accepted(operation: OperationName, input: PreparedInput | undefined): PreparedInput {
  const issues = issuesOf(operation, input);
  expect(issues, `${operation} should accept the input, but: ${JSON.stringify(issues)}`).to.deep.equal([]);
  return validateInput(operation, input);
}

/** Asserts the input is refused with an issue on `path` (and, when given, only on `path`). */
export function refusedAt(operation: OperationName, input: PreparedInput | undefined, path: string, only = true): FieldIssue[] {
  const issues = issuesOf(operation, input);
  const paths = issues.map((issue) => issue.path);
  expect(paths, `${operation} should refuse the input at ${path}`).to.include(path);
  if (only) expect(new Set(paths), `${operation}: issues elsewhere than ${path}`).to.deep.equal(new Set([path]));
  for (const issue of issues) expect(issue.message, `message of ${issue.path}`).to.be.a('string').and.not.equal('');
  return issues;
}

/** A fetch that records its calls and answers with `respond()`. */
export function spyFetch(respond: () => Response = () => jsonResponse({ id: ID }, 201)) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return respond();
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Awaits `promise` and returns what it rejected with (fails when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  expect.fail('expected the promise to reject');
  return undefined;
}
