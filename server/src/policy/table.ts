/**
 * The policy table: for each operation, what each caller who may call it (access.ts) may send,
 * and whether the restricted session after a sign-up may call it. What a caller may *see* is in
 * project.ts. Generated into docs/backend.md by `npm run routes`.
 *
 * Typed against access.ts: an operation an end user may call needs its `endUser` rule, one staff
 * may call needs its `staff` rule, the sign-up its `signUp` rule; a rule for a caller who may not
 * call is a type error, and so is an operation without a line.
 *
 * Beyond each line, for every end user: every id the operation's schema names is checked
 * (ownership.ts); `endUserId`, `consumerId` and `corporateId` are the session's (another: 404,
 * missing: filled in).
 */
import type { OperationName } from 'svc-elements/operations';
import { access, type Access } from '../access.js';

/** A field as `part.path`: `body.display`, `query.creatorType`, `body.rules[].creatorType`. */
export type FieldPath = `${'params' | 'query' | 'body'}.${string}`;

export interface SendRule {
  /** Fields this caller never sends: 403 `FORBIDDEN` naming the field, nothing forwarded. */
  readonly forbidden?: readonly FieldPath[];
  /** Fields with the one value this caller's request carries: sent otherwise, 403; missing, set. */
  readonly pinned?: Readonly<Partial<Record<FieldPath, string>>>;
}

/** The sign-up: the server's own `partnerName` replaces whatever the browser sent. */
interface SignUpRule extends SendRule {
  readonly partnerName: FieldPath;
}

type EndUserLevels = Extract<Access, 'end-user' | 'end-user+back-office'>;
type StaffLevels = Extract<Access, `staff:${string}` | 'end-user+back-office'>;

export type OperationPolicy<L extends Access = Access> = (L extends EndUserLevels
  ? {
      endUser: SendRule;
      /** Callable from the restricted session after a sign-up, before the phone is verified. */
      onboarding?: true;
    }
  : { endUser?: never; onboarding?: never }) &
  (L extends StaffLevels ? { staff: SendRule } : { staff?: never }) &
  (L extends 'sign-up' ? { signUp: SignUpRule } : { signUp?: never });

/** What an end user never sends, wherever the contract has it (a test holds every line to it). */
export const END_USER_NEVER = ['display', 'limits', 'autoUpgrade', 'bypassVerification', 'externalId', 'metadata', 'partnerMetadata', 'operator'] as const;

const own: SendRule = {};
/** A card rule an end user creates or removes is theirs: never the partner's. */
const END_USER = 'END_USER';
/** Staff act for the partner. */
const PARTNER = 'PARTNER';

export const policy: { readonly [N in OperationName]: OperationPolicy<(typeof access)[N]> } = {
  getConsumer: { endUser: own, onboarding: true, staff: own },
  listConsumers: { staff: own },
  createConsumer: {
    signUp: { partnerName: 'body.partnerName', forbidden: ['body.externalId', 'body.metadata', 'body.address.bypassVerification'] },
  },
  patchConsumerProfile: { endUser: { forbidden: ['body.externalId', 'body.partnerMetadata'] }, onboarding: true },
  patchConsumerContact: { endUser: { forbidden: ['body.address.bypassVerification'] }, onboarding: true },
  verifyConsumerPhone: { endUser: own, onboarding: true },
  sendConsumerVerificationEmail: { endUser: own, onboarding: true },
  createBeneficiary: { endUser: { forbidden: ['body.display'] } },
  getBeneficiary: { endUser: own, staff: own },
  patchBeneficiary: { endUser: { forbidden: ['body.display'] } },
  putCardRule: { endUser: { pinned: { 'body.creatorType': END_USER } } },
  removeCardRule: { endUser: { pinned: { 'query.creatorType': END_USER } } },
  putCardProfileRule: { staff: { forbidden: ['body.endUserId'], pinned: { 'body.creatorType': PARTNER } } },
  removeCardProfileRule: { staff: own },
  listCards: { endUser: own, staff: own },
  createCard: { endUser: { pinned: { 'body.rules[].creatorType': END_USER } } },
  getCardPin: { endUser: own },
  getPanCredentials: { endUser: own },
  listCardDesigns: { endUser: own, staff: own },
  listLedgers: { endUser: own, staff: own },
  createLedger: { endUser: { forbidden: ['body.autoUpgrade', 'body.limits'] } },
  suspendLedger: { staff: { pinned: { 'body.operator': PARTNER } } },
  listDocuments: { endUser: own, onboarding: true, staff: own },
  uploadDocument: { endUser: own, onboarding: true },
  createDocumentRequest: { staff: own },
  getDocument: { endUser: own, staff: own },
  downloadDocument: { endUser: own, staff: own },
  initiateAcquiringPayment: { endUser: own },
  initiateAcquiringAccountLoad: { endUser: own },
  listExternalCards: { endUser: own, staff: own },
  getMandate: { endUser: own, staff: own },
  updateMandate: { endUser: own },
  getTransaction: { endUser: own, staff: own },
  createTransactionReceipt: { endUser: own },
  declareCorporateRelated: { endUser: own },
  createCorporateShare: { endUser: own },
  requestKybVerification: { endUser: own },
  listPartnerUsers: { staff: own },
  createPartnerUser: { staff: own },
  getPartnerConfiguration: { staff: own },
};

/** The operations the restricted session after a sign-up may call. */
export const onboardingOperations: ReadonlySet<OperationName> = new Set(
  (Object.keys(policy) as OperationName[]).filter((name) => (policy[name] as OperationPolicy).onboarding),
);
