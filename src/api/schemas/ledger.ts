import * as z from 'zod/mini';
import { KIT_LIMITS } from '../limits.js';
import { amount, closedEnum, friendlyName, id, listQuery, optionalFields, pageOf, record, responseEnum, shown, timestamp } from '../primitives.js';
import { Currency, LedgerCountry, LedgerStatus, LedgerTypeOnCreation } from '../enums.js';
import { endUserRef } from './common.js';

const limitAmount = amount;

export const ledgerLimits = z.object(
  optionalFields(limitAmount, 'ddTransactionLimit', 'ddMonthlyLimit', 'transactionLimit', 'transactionDailyLimit', 'transactionMonthlyLimit'),
);

export const createLedgerBody = z.object({
  /** Mandatory when the caller is not authenticated as the end-user. */
  endUserId: z.optional(id()),
  type: closedEnum(LedgerTypeOnCreation),
  autoUpgrade: z.optional(z.boolean()),
  limits: z.optional(ledgerLimits),
  /** Unique for each consumer. */
  friendlyName: z.optional(friendlyName()),
});
export type CreateLedgerBody = z.infer<typeof createLedgerBody>;

/** A ledger: its id, parent and status (which decides whether it may be suspended or used) are needed; the rest is shown. */
export const ledger = record({
  isUpgraded: shown(z.boolean()),
  id: id(),
  currency: shown(responseEnum(Currency, 'partial')),
  country: shown(responseEnum(LedgerCountry)),
  /** Present when the ledger is virtual: the id of its parent. */
  parentId: z.optional(id()),
  status: responseEnum(LedgerStatus),
  friendlyName: z.optional(z.string()),
  endUser: shown(endUserRef),
  creationDate: shown(timestamp()),
  /** Not in the spec's list element; shown when a backend sends it. */
  iban: z.optional(z.string()),
  /** Not in the spec's list element: the money held, in `currency`, when a backend sends it (the card order warns it is moved). */
  balance: z.optional(z.number()),
  // The kit's sandbox also sends a suspended ledger's `suspension` (operator, reason, date).
}, 'ignored', ['suspension']);
export type Ledger = z.infer<typeof ledger>;

export const listLedgersQuery = listQuery(['CREATION_DATE'], {
  endUserId: z.optional(id()),
  status: z.optional(z.array(closedEnum(LedgerStatus))),
  parentId: z.optional(id()),
  iban: z.optional(z.string().check(z.maxLength(KIT_LIMITS.ibanFilterChars))),
});
export const ledgerPage = pageOf(ledger);
