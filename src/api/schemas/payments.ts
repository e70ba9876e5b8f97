/** Acquiring, external cards, direct debit mandates and transactions. */
import * as z from 'zod/mini';
import { amount, duration, freeText, friendlyName, id, isoDate, listQuery, optionalFields, pageOf, record, responseEnum, shown, timestamp } from '../primitives.js';
import { Currency, DebtorType, DeclineReason, MandateStatus, TransactionPaymentType, TransactionStatus } from '../enums.js';
import { bic, iban } from './bank-identifiers.js';
import { isLoopbackHost } from '../loopback.js';

const URL_MESSAGE = 'Enter a full address starting with https://';
/** Line breaks and tabs, which the URL parser drops from an address before reading it. */
const TABS_AND_NEWLINES = /[\t\n\r]/g;

/** A plain http address on the person's own machine (a development page, the sandbox's demo). */
const isLoopbackHttp = (text: string) => /^http:\/\//i.test(text) && URL.canParse(text) && isLoopbackHost(new URL(text).hostname);

/**
 * An absolute https address, trimmed, without the tabs and line breaks the URL parser would drop:
 * what zod's `url({ protocol: /^https$/ })` accepts and sends, checked without its URL schema,
 * which no element needs. Plain http is refused (the person's browser lands there after paying),
 * except on a loopback host, which never leaves the person's machine: a page in development.
 */
const absoluteUrl = () =>
  z.pipe(
    z.string(),
    z.transform((value: string, ctx) => {
      const trimmed = value.trim();
      if ((/^https:\/\//i.test(trimmed) && URL.canParse(trimmed)) || isLoopbackHttp(trimmed)) return trimmed.replace(TABS_AND_NEWLINES, '');
      ctx.issues.push({ code: 'invalid_format', format: 'url', input: value, message: URL_MESSAGE });
      return z.NEVER;
    }),
  );

const acquiringFields = {
  amount: amount(),
  endUserId: z.optional(id()),
  redirectUrl: z.optional(absoluteUrl()),
  reference: z.optional(freeText()),
  storeCard: z.optional(z.boolean()),
  externalCardId: z.optional(id()),
};
/** A zero amount only registers a card: `storeCard` must then be true. */
const zeroAmountStoresCard = z.refine<{ amount: number; storeCard?: boolean }>(
  (body) => body.amount !== 0 || body.storeCard === true,
  { message: 'A zero amount needs storeCard', path: ['storeCard'], params: { rule: 'zero-amount-store-card' } },
);

export const acquiringPaymentBody = z.object(acquiringFields).check(zeroAmountStoresCard);
export const acquiringAccountLoadBody = z.object({ ...acquiringFields, targetLedgerId: id() }).check(zeroAmountStoresCard);

export const acquiringResult = record({
  id: id(),
  webPage: z.optional(record({ ttl: z.optional(duration()), url: z.optional(z.string()) })),
});

export const externalCard = record({
  id: id(),
  endUserId: shown(id()),
  maskedPan: shown(z.string()),
  cardHolderName: shown(z.string()),
  scheme: shown(z.string()),
  type: shown(z.string()),
  expiryDate: shown(z.string()),
  creationDate: shown(timestamp()),
  validityDate: shown(timestamp()),
});
export const listExternalCardsQuery = listQuery(['CREATION_DATE'], { endUserId: z.optional(id()) });
export const externalCardPage = pageOf(externalCard);
export type ExternalCard = z.infer<typeof externalCard>;

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
