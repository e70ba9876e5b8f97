/** Acquiring, external cards, direct debit mandates and transactions. */
import * as z from 'zod/mini';
import { duration, friendlyName, id, isoDate, listQuery, pageOf, responseEnum, timestamp } from '../primitives.js';
import { Currency, DebtorType, DeclineReason, MandateStatus, TransactionPaymentType, TransactionStatus } from '../enums.js';
import { bic, iban } from './beneficiary.js';

const absoluteUrl = () =>
  z.url({ protocol: /^https?$/, message: 'Enter a full address starting with https://' });

const acquiringFields = {
  amount: z.number().check(z.gte(0)),
  endUserId: z.optional(id()),
  redirectUrl: z.optional(absoluteUrl()),
  reference: z.optional(z.string()),
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
    reference: z.optional(z.string()),
  }),
  sender: z.optional(party),
  receiver: z.optional(party),
});
export type Transaction = z.infer<typeof transaction>;

/** A short-lived PDF download link. */
export const receipt = z.looseObject({ url: z.string(), ttl: duration() });
