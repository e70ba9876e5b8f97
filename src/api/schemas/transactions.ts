/** Transactions and their receipts. */
import * as z from 'zod/mini';
import { duration, id, optionalFields, record, responseEnum, shown, timestamp } from '../primitives.js';
import { Currency } from '../enums/common.js';
import { DeclineReason, TransactionPaymentType, TransactionStatus } from '../enums/transactions.js';

const party = record({
  ...optionalFields(z.string, 'ledgerFriendlyName', 'virtualLedgerId', 'virtualLedgerFriendlyName', 'name', 'endUserId', 'ledgerId'),
  ...optionalFields(z.number, 'previousTotalBalance', 'previousReservedBalance'),
  /**
   * Not in the spec's party: the currency of this party's account, when a backend gives it. The
   * balances are in it; without it they are shown without a currency (never the transaction's).
   */
  currency: z.optional(z.string()),
});

/** A transaction; only the INTER_LEDGER variant is shown in the spec, other types pass through (their other fields shown as given). */
export const transaction = record({
  id: id(),
  type: shown(z.string()),
  paymentType: shown(responseEnum(TransactionPaymentType)),
  status: shown(responseEnum(TransactionStatus)),
  creationDate: shown(timestamp()),
  amount: shown(z.number()),
  currency: shown(responseEnum(Currency, 'partial')),
  information: shown(record({
    originalAmount: shown(z.number()),
    originalCurrency: shown(z.string()),
    conversionRate: shown(z.string()),
    // Partial in the spec: a reason it does not list is expected, shown by its code without a warning.
    declineReason: z.optional(responseEnum(DeclineReason, 'partial')),
    note: z.optional(z.string()),
    clearingDate: shown(timestamp()),
    // As sent: the kit's 255-character input bound is for what it sends, not what it reads.
    reference: z.optional(z.string()),
  }, 'shown')),
  sender: z.optional(party),
  receiver: z.optional(party),
  // The kit's sandbox's card payment (`CARD_PAYMENT`) also carries these; the merchant's name and city are shown.
}, 'shown', ['cardId', 'authorizationCode', 'contactless', 'merchant']);
export type Transaction = z.infer<typeof transaction>;

/** A short-lived PDF download link. */
export const receipt = record({ url: z.string(), ttl: duration() });
