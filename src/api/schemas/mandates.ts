/**
 * A direct debit mandate as read (Get mandate), in a module of its own. What its update sends, an
 * IBAN and a BIC among it, is ./mandate-update.ts: a page that shows a mandate fetches the IBAN and
 * BIC rules (./bank-identifiers.ts) only with the means to change it.
 */
import * as z from 'zod/mini';
import { id, record, responseEnum, shown, timestamp } from '../primitives.js';
import { DebtorType, MandateStatus } from '../enums/mandates.js';

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

