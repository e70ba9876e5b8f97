import * as z from 'zod/mini';
import { closedEnum, friendlyName, id, requiredName, pattern } from '../primitives.js';
import { keyedUnion } from '../keyed-union.js';
import { BeneficiaryType } from '../enums.js';
import { bic, iban } from './bank-identifiers.js';

/** SEPA banking details: IBAN and BIC both required. */
export const sepaDetails = z.object({ iban: iban(), bic: bic() });

/*
 * GBP and USD banking details: the spec does not show their fields (a guessed shape, marked in the
 * route table). The kit names the UK and US domestic identifiers and an optional SWIFT code, which
 * the spec recommends for these beneficiaries; any further field is sent as given, so a backend that
 * knows the service's own fields gets them. The checks kept are those of the payment schemes, which
 * no bank account escapes: UK payments (Bacs, Faster Payments) carry an 8-digit account number and a
 * 6-digit sort code (banks give their 6, 7, 9 or 10-digit numbers in that form); an ABA routing
 * number has 9 digits; a US account number has at most 17, the width of the ACH field. The forms
 * take them typed with spaces and dashes and send the digits.
 */
/** GBP details: `accountNumber` and `sortCode` (told apart by `sortCode`), an optional BIC, any other field as given. */
export const gbpDetails = z.looseObject({
  accountNumber: z.string().check(pattern(/^[0-9]{8}$/, 'Eight digits', 'gbp-account')),
  sortCode: z.string().check(pattern(/^[0-9]{6}$/, 'Six digits', 'sort-code')),
  bic: z.optional(bic()),
});
/** USD details: `accountNumber` and `routingNumber` (told apart by `routingNumber`), an optional BIC, any other field as given. */
export const usdDetails = z.looseObject({
  accountNumber: z.string().check(pattern(/^[0-9]{1,17}$/, 'One to 17 digits', 'usd-account')),
  routingNumber: z.string().check(pattern(/^[0-9]{9}$/, 'Nine digits', 'routing-number')),
  bic: z.optional(bic()),
});

export const createBeneficiaryBody = z.object({
  /** Mandatory when the caller is not authenticated as the end-user. */
  endUserId: z.optional(id()),
  type: closedEnum(BeneficiaryType),
  name: requiredName(),
  friendlyName: z.optional(friendlyName()),
  /** SEPA, GBP or USD details, told apart by `iban`, `sortCode` or `routingNumber`; SEPA when none is there. */
  bankingDetails: keyedUnion([sepaDetails, gbpDetails, usdDetails], [['iban'], ['sortCode'], ['routingNumber']]),
  /** Not usable by an end-user. */
  display: z.optional(z.boolean()),
  active: z.optional(z.boolean()),
});
export type CreateBeneficiaryBody = z.infer<typeof createBeneficiaryBody>;

export const patchBeneficiaryBody = z.object({
  active: z.optional(z.boolean()),
  /** Not usable by an end-user. */
  display: z.optional(z.boolean()),
  friendlyName: z.optional(friendlyName()),
});
export type PatchBeneficiaryBody = z.infer<typeof patchBeneficiaryBody>;

/** The beneficiary record (Get beneficiary's answer) is `beneficiary-record.ts`: only an edit form reads it. */
export type { Beneficiary } from './beneficiary-record.js';
