/** English texts of <svc-external-card-list>. Placeholders in braces are filled with text, never HTML. */
export const externalCardList = {
  title: 'External cards',
  sortNewest: 'Newest first',
  sortOldest: 'Oldest first',
  pager: 'Pages of external cards',
  totalNone: 'No external cards',
  total: { one: '{count} external card', other: '{count} external cards' },
  loading: 'Loading external cards…',
  columnCard: 'Card',
  columnHolder: 'Cardholder',
  columnExpiry: 'Expires',
  columnAdded: 'Added',
  endingIn: 'Card ending in {digits}',
  keyboardHint: 'Arrow keys move between cards; Enter or Space chooses one.',
  pinnedInvalid: 'This list cannot be shown: the customer it is for is not identified correctly.',
  empty: 'No cards from other banks are registered yet.',
  emptyFiltered: 'No external cards match.',
  types: {
    DEBIT: 'Debit card',
    CREDIT: 'Credit card',
    PREPAID: 'Prepaid card',
  },
} as const;
