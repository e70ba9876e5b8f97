/**
 * Who may call what, one line per operation of the route table (a missing line fails the type
 * check, so a new operation is never served by default):
 *
 * - `end-user`: a signed-in end user, on their own records only (ids checked, `endUserId` filled
 *   from the session). PIN, card number and every [SCA] operation are the end user's alone.
 * - `end-user+back-office`: the same, and staff with the `back-office` role for any customer.
 * - `staff:<role>`: the partner's staff with that role (the back office); never an end user.
 * - `sign-up`: anyone, signed in or not: the spec's anonymous consumer creation (the service asks
 *   for `partnerName`). Forwarded as an anonymous caller, never with someone's rights.
 * - `none`: nobody from a browser (the partner's own tools call the service directly).
 */
import type { OperationName } from 'svc-elements/operations';
import type { StaffRole } from './policy/caller.js';

export type { StaffRole };
export type Access = 'end-user' | 'end-user+back-office' | `staff:${StaffRole}` | 'sign-up' | 'none';

export const access = {
  getConsumer: 'end-user+back-office',
  listConsumers: 'staff:back-office',
  createConsumer: 'sign-up',
  patchConsumerProfile: 'end-user',
  patchConsumerContact: 'end-user',
  verifyConsumerPhone: 'end-user',
  sendConsumerVerificationEmail: 'end-user',
  createBeneficiary: 'end-user',
  getBeneficiary: 'end-user+back-office',
  patchBeneficiary: 'end-user',
  putCardRule: 'end-user',
  removeCardRule: 'end-user',
  putCardProfileRule: 'staff:back-office',
  removeCardProfileRule: 'staff:back-office',
  listCards: 'end-user+back-office',
  createCard: 'end-user',
  getCardPin: 'end-user',
  getPanCredentials: 'end-user',
  listCardDesigns: 'end-user+back-office',
  listLedgers: 'end-user+back-office',
  createLedger: 'end-user',
  suspendLedger: 'staff:back-office',
  listDocuments: 'end-user+back-office',
  uploadDocument: 'end-user',
  createDocumentRequest: 'staff:back-office',
  getDocument: 'end-user+back-office',
  downloadDocument: 'end-user+back-office',
  initiateAcquiringPayment: 'end-user',
  initiateAcquiringAccountLoad: 'end-user',
  listExternalCards: 'end-user+back-office',
  getMandate: 'end-user+back-office',
  updateMandate: 'end-user',
  getTransaction: 'end-user+back-office',
  createTransactionReceipt: 'end-user',
  declareCorporateRelated: 'end-user',
  createCorporateShare: 'end-user',
  requestKybVerification: 'end-user',
  listPartnerUsers: 'staff:admin',
  // Its answer carries the new user's one-time password. The kit's <svc-partner-user-form> shows it
  // once and never keeps or logs it, and this server's logs never carry it (server/test/access.test.ts):
  // so the partner's admins may call it from the back office.
  createPartnerUser: 'staff:admin',
  getPartnerConfiguration: 'staff:admin',
} as const satisfies Record<OperationName, Access>;

/**
 * Each access level in words, for docs/backend.md's who-may-call table (`npm run routes`: scripts/doc-section.mjs).
 * @public
 */
export const accessText: Record<Access, string> = {
  'end-user': 'end user, own records only',
  'end-user+back-office': 'end user, own records only; staff `back-office`, any customer',
  'staff:back-office': 'staff, role `back-office`',
  'staff:admin': 'staff, role `admin`',
  'sign-up': 'anyone (anonymous consumer creation)',
  none: 'nobody from a browser',
};
