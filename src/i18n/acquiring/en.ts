/**
 * English texts shared by <svc-acquiring-payment> and <svc-account-load>: the words of their first
 * paint (the fields, the saved cards, a set-up refused, a confirmed outcome). Those said only once the
 * person acts are en-later.ts; the catalog holds both as one part (scripts/generate.mjs).
 * Placeholders in braces are filled with text, never HTML.
 */
import type { acquiringLater } from './en-later.js';

const first = {
  section: 'Payment',
  endUserId: 'Customer ID',
  endUserIdHint: 'The identifier (UUID) of the customer who pays, if any (optional).',
  endUserIdInvalid: 'The customer this form is set up for has no valid identifier (end-user-id), so nothing can be sent.',
  amount: 'Amount',
  amountHint: 'For example {example}, with at most {decimals} decimals. An amount of 0 only saves a card for later payments.',
  reference: 'Reference',
  referenceHint: 'Optional. Shown with the payment.',
  storeCard: 'Save the card for later payments',
  storeCardHint: 'Needed with an amount of 0.',
  zeroNeedsStoreCard: 'An amount of 0 only saves a card: tick “Save the card for later payments”, or enter an amount.',
  card: 'Card',
  cardHint: 'Pay with a saved card, or enter a card on the payment page.',
  cardOnPage: 'Enter a card on the payment page',
  cardChoice: '{pan} · {holder} · expires {expiry}',
  cardsLoading: 'Loading the saved cards…',
  cardsFailed: 'The saved cards could not be loaded.',
  redirectInvalid: 'This form is set up with a return address (redirect-url) that is not a full https:// address of the partner’s site, so nothing can be sent.',
  paid: 'The payment went through.',
  failed: 'The payment did not go through.',
} as const;

/**
 * The part as an element carries it (`ownMessages`): its first words, typed as the whole part, which
 * an element's texts are. The later words are read only through `laterWords` (`src/i18n/later-words.ts`),
 * from the module that says them, never from `messages`.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- an element carries the first half of the part; what says a later word brings it (see above).
export const acquiring = first as typeof first & typeof acquiringLater;
