/** English texts of <svc-card-list>. Placeholders in braces are filled with text, never HTML. */
export const cardList = {
  title: 'Cards',
  // Filters
  filters: 'Filter cards',
  endUserId: 'End-user ID',
  endUserIdHint: 'The UUID of a consumer or a corporate.',
  ledgerId: 'Ledger ID',
  ledgerIdHint: 'Shows the cards of this ledger.',
  profileId: 'Card profile ID',
  profileIdHint: 'Shows the cards made with this profile.',
  status: 'Status',
  type: 'Type',
  pinnedInvalid: 'This list is pinned to an identifier that is not valid, so nothing was loaded.',
  // Sorting and paging
  sortDesc: 'Newest first',
  sortAsc: 'Oldest first',
  pager: 'Pages of cards',
  // The count and the live status
  totalNone: 'No cards',
  total: { one: '{count} card', other: '{count} cards' },
  loading: 'Loading cards…',
  // Columns and rows
  columnCard: 'Card',
  columnStatus: 'Status',
  columnExpiry: 'Expires',
  /** A card without a friendly name: "Physical card". */
  untitled: '{type} card',
  keyboardHint: 'Arrow keys move between cards; Enter or Space opens one.',
  // Empty states
  empty: 'There are no cards yet.',
  emptyFiltered: 'No cards match these filters.',
} as const;
