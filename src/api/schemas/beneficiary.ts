import * as z from 'zod/mini';
import { closedEnum, friendlyName, id, record, requiredName, responseEnum, shown, timestamp, pattern } from '../primitives.js';
import { keyedUnion } from '../keyed-union.js';
import { BeneficiaryAccountType, BeneficiaryStatus, BeneficiaryType } from '../enums.js';
import { bicProblem, ibanProblem, normalizeBic, normalizeIban } from '../formats/index.js';

/** IBAN (ISO 13616: per-country length and structure, mod-97); typed with spaces, sent without. */
export const iban = () =>
  z.pipe(
    z.pipe(z.string(), z.transform(normalizeIban)),
    z.string().check(z.refine((value) => ibanProblem(value) === null, { message: 'Enter a valid IBAN', params: { rule: 'iban' } })),
  );
/** BIC (ISO 9362), 8 or 11 characters; sent upper case. */
export const bic = () =>
  z.pipe(
    z.pipe(z.string(), z.transform(normalizeBic)),
    z.string().check(z.refine((value) => bicProblem(value) === null, { message: 'Enter a valid BIC', params: { rule: 'bic' } })),
  );

/** SEPA banking details: IBAN and BIC both required. */
export const sepaDetails = z.object({ iban: iban(), bic: bic() });

/**
 * GBP and USD banking details: the spec does not show their fields. The kit's route table uses
 * the UK and US domestic identifiers (8-digit account number with 6-digit sort code; 1-17 digit
 * account number with 9-digit ABA routing number) and an optional SWIFT code, which the spec
 * recommends for these beneficiaries.
 */
export const gbpDetails = z.object({
  accountNumber: z.string().check(pattern(/^[0-9]{8}$/, 'Eight digits', 'gbp-account')),
  sortCode: z.string().check(pattern(/^[0-9]{6}$/, 'Six digits', 'sort-code')),
  bic: z.optional(bic()),
});
export const usdDetails = z.object({
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

/** The beneficiary record. Only one variant is shown in the spec; the others pass with their own fields. */
export const beneficiary = record({
  id: id(),
  name: shown(z.string()),
  type: shown(responseEnum(BeneficiaryType)),
  status: shown(responseEnum(BeneficiaryStatus)),
  active: z.boolean(),
  friendlyName: z.optional(z.string()),
  endUserId: shown(id()),
  creationDate: shown(timestamp()),
  updateDate: shown(timestamp()),
  accountType: shown(responseEnum(BeneficiaryAccountType)),
  display: z.optional(z.boolean()),
  accountNumber: z.optional(z.string()),
  sortCode: z.optional(z.string()),
  iban: z.optional(z.string()),
  bic: z.optional(z.string()),
  serviceLedgerId: z.optional(id()),
});
export type Beneficiary = z.infer<typeof beneficiary>;
