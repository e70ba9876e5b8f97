/**
 * The beneficiary record (Get beneficiary's answer), apart from the bodies (`beneficiary.ts`): a form
 * that creates beneficiaries never reads one, and its page does not carry it.
 */
import * as z from 'zod/mini';
import { id, record, responseEnum, shown, timestamp } from '../primitives.js';
import { BeneficiaryAccountType, BeneficiaryStatus, BeneficiaryType } from '../enums.js';

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
