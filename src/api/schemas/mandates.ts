/**
 * Direct debit mandates, in a module of their own: their update takes an IBAN and a BIC
 * (./bank-identifiers.ts), which the acquiring forms, the transaction view and the external card
 * list do not need on their pages.
 */
import * as z from 'zod/mini';
import { friendlyName, id, isoDate, record, responseEnum, shown, timestamp } from '../primitives.js';
import { DebtorType, MandateStatus } from '../enums/mandates.js';
import { bic, iban } from './bank-identifiers.js';

/** SEPA debtor banking details: not shown in the spec; the kit sends the SEPA pair, BIC optional. */
const debtorBankingDetails = z.object({ iban: iban(), bic: z.optional(bic()) });

export const updateMandateBody = z.object({
  friendlyName: z.optional(friendlyName()),
  debtor: z.optional(z.object({ bankingDetails: z.optional(debtorBankingDetails) })),
  recurring: z.optional(z.boolean()),
  expirationDate: z.optional(isoDate()),
});

/** A mandate: its id and status (which decides whether it may be updated) are needed; the rest is shown. */
export const mandate = record({
  id: id(),
  uniqueReference: shown(z.string()),
  endUserId: shown(id()),
  status: responseEnum(MandateStatus),
  friendlyName: z.optional(z.string()),
  debtor: shown(record({
    type: shown(responseEnum(DebtorType)),
    name: shown(z.string()),
    bankingDetails: z.optional(record({})),
    ledgerId: z.optional(id()),
  })),
  recurring: z.optional(z.boolean()),
  expirationDate: z.optional(z.string()),
  updateDate: shown(timestamp()),
  creationDate: shown(timestamp()),
});
export type Mandate = z.infer<typeof mandate>;

