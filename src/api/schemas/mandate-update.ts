/**
 * What a mandate's update sends (Update mandate): its name, the debtor's IBAN and BIC, whether it is
 * recurring, its expiration date. Apart from the mandate as read (./mandates.ts), since only the
 * means to change a mandate need the IBAN and BIC rules (./bank-identifiers.ts).
 */
import * as z from 'zod/mini';
import { friendlyName, isoDate } from '../primitives.js';
import { bic, iban } from './bank-identifiers.js';

/** SEPA debtor banking details: not shown in the spec; the kit sends the SEPA pair, BIC optional. */
const debtorBankingDetails = z.object({ iban: iban(), bic: z.optional(bic()) });

export const updateMandateBody = z.object({
  friendlyName: z.optional(friendlyName()),
  debtor: z.optional(z.object({ bankingDetails: z.optional(debtorBankingDetails) })),
  recurring: z.optional(z.boolean()),
  expirationDate: z.optional(isoDate()),
});
