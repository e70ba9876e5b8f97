/** Acquiring, external cards, direct debit mandates and transactions. */
import * as z from 'zod/mini';
import { amount, duration, freeText, friendlyName, id, isoDate, listQuery, pageOf, responseEnum, timestamp } from '../primitives.js';
import { Currency, DebtorType, DeclineReason, MandateStatus, TransactionPaymentType, TransactionStatus } from '../enums.js';
import { bic, iban } from './beneficiary.js';

const URL_MESSAGE = 'Enter a full address starting with https://';
/** Line breaks and tabs, which the URL parser drops from an address before reading it. */
const TABS_AND_NEWLINES = /[\t\n\r]/g;

/**
 * An absolute https address, trimmed, without the tabs and line breaks the URL parser would drop:
 * what zod's `url({ protocol: /^https$/ })` accepts and sends, checked without its URL schema,
 * which no element needs. Plain http is refused: the person's browser lands there after paying.
 */
const absoluteUrl = () =>
  z.pipe(
    z.string(),
    z.transform((value: string, ctx) => {
      const trimmed = value.trim();
      if (/^https:\/\//i.test(trimmed) && URL.canParse(trimmed)) return trimmed.replace(TABS_AND_NEWLINES, '');
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

export const acquiringResult = z.looseObject({
  id: id(),
  webPage: z.optional(z.looseObject({ ttl: z.optional(duration()), url: z.optional(z.string()) })),
});

export const externalCard = z.looseObject({
  id: id(),
  endUserId: id(),
  maskedPan: z.string(),
  cardHolderName: z.string(),
  scheme: z.string(),
  type: z.string(),
  expiryDate: z.string(),
  creationDate: timestamp(),
  validityDate: timestamp(),
});
export const listExternalCardsQuery = listQuery(['CREATION_DATE'], { endUserId: z.optional(id()) });
export const externalCardPage = pageOf(externalCard);

/** SEPA debtor banking details: not shown in the spec; the kit sends the SEPA pair, BIC optional. */
const debtorBankingDetails = z.object({ iban: iban(), bic: z.optional(bic()) });

export const updateMandateBody = z.object({
  friendlyName: z.optional(friendlyName()),
  debtor: z.optional(z.object({ bankingDetails: z.optional(debtorBankingDetails) })),
  recurring: z.optional(z.boolean()),
  expirationDate: z.optional(isoDate()),
});

export const mandate = z.looseObject({
  id: id(),
  uniqueReference: z.string(),
  endUserId: id(),
  status: responseEnum(MandateStatus),
  friendlyName: z.optional(z.string()),
  debtor: z.looseObject({
    type: responseEnum(DebtorType),
    name: z.string(),
    bankingDetails: z.optional(z.looseObject({})),
    ledgerId: z.optional(id()),
  }),
  recurring: z.optional(z.boolean()),
  expirationDate: z.optional(z.string()),
  updateDate: timestamp(),
  creationDate: timestamp(),
});
export type Mandate = z.infer<typeof mandate>;

const party = z.looseObject({
  ledgerFriendlyName: z.optional(z.string()),
  virtualLedgerId: z.optional(z.string()),
  virtualLedgerFriendlyName: z.optional(z.string()),
  name: z.optional(z.string()),
  endUserId: z.optional(z.string()),
  ledgerId: z.optional(z.string()),
  previousTotalBalance: z.optional(z.number()),
  previousReservedBalance: z.optional(z.number()),
});

/** A transaction; only the INTER_LEDGER variant is shown in the spec, other types pass through. */
export const transaction = z.looseObject({
  id: id(),
  type: z.string(),
  paymentType: responseEnum(TransactionPaymentType),
  status: responseEnum(TransactionStatus),
  creationDate: timestamp(),
  amount: z.number(),
  currency: responseEnum(Currency),
  information: z.looseObject({
    originalAmount: z.number(),
    originalCurrency: z.string(),
    conversionRate: z.string(),
    declineReason: z.optional(responseEnum(DeclineReason)),
    note: z.optional(z.string()),
    clearingDate: timestamp(),
    reference: z.optional(freeText()),
  }),
  sender: z.optional(party),
  receiver: z.optional(party),
});
export type Transaction = z.infer<typeof transaction>;

/** A short-lived PDF download link. */
export const receipt = z.looseObject({ url: z.string(), ttl: duration() });
