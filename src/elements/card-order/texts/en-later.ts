/**
 * The English of <svc-card-order>'s words said only once the accounts are listed (what a first card
 * does to an account with money, the accounts' names, that there are none or more than listed) or
 * once a card is ordered (the new card's details). Brought by the accounts' picker
 * (`account-picker.ts`) and the new card's module (`new-card.ts`), each fetched on demand; the first
 * paint's words are en.ts, and the catalog holds both as one part. Placeholders in braces are
 * filled with text, never HTML.
 */
export const cardOrderLater = {
  ledgersEmpty: 'This customer has no active account yet: open one before ordering a card.',
  ledgersMore: 'Only the newest {count} accounts are listed.',
  subLedger: '{name} (in {parent})',
  unnamedLedger: 'Unnamed account',
  emptiedKnown: 'This account holds {amount}. If this is its first card, setting the card up moves that money out of the account and straight back: for a few seconds the balance shows zero, then the money is back.',
  emptiedMaybe: 'If this is the account’s first card and the account holds money, setting the card up moves that money out of the account and straight back: for a few seconds the balance shows zero, then the money is back.',
  detailsTitle: 'New card',
  status: 'Status',
  cardLookup: 'Looking up the card…',
  showCard: 'Show the card',
} as const;
