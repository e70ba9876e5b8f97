/** English texts of <svc-ledger-list>. Placeholders in braces are filled with text, never HTML. */
export const ledgerList = {
  title: 'Ledgers',
  // Filters
  filters: 'Filter ledgers',
  endUserId: 'End-user ID',
  endUserIdHint: 'The UUID of a consumer or a corporate.',
  status: 'Status',
  parentId: 'Parent ledger ID',
  parentIdHint: 'Shows the virtual ledgers of this ledger.',
  iban: 'IBAN',
  ibanHint: 'All of it or a part; spaces are fine.',
  pinnedEndUserInvalid: 'This list is pinned to an end-user ID that is not a valid identifier, so nothing was loaded.',
  // Sorting and paging
  sortDesc: 'Newest first',
  sortAsc: 'Oldest first',
  pager: 'Pages of ledgers',
  // The count and the live status
  totalNone: 'No ledgers',
  total: { one: '{count} ledger', other: '{count} ledgers' },
  loading: 'Loading ledgers…',
  // Columns and rows
  columnName: 'Ledger',
  columnStatus: 'Status',
  columnCurrency: 'Currency',
  columnCountry: 'Country',
  columnCreated: 'Created',
  unnamed: 'Unnamed ledger',
  noIban: 'No IBAN',
  virtual: 'Virtual ledger',
  virtualOf: 'Virtual ledger of {parent}',
  virtualCount: { one: '{count} virtual', other: '{count} virtual' },
  showVirtual: 'Show virtual ledgers',
  hideVirtual: 'Hide virtual ledgers',
  keyboardHint: 'Arrow keys move between ledgers, Enter opens one; Right and Left show or hide virtual ledgers.',
  // Empty states
  empty: 'There are no ledgers yet.',
  emptyFiltered: 'No ledgers match these filters.',
  // Every page
  allLoading: { one: 'Loaded {loaded} of {count} ledger…', other: 'Loaded {loaded} of {count} ledgers…' },
  allStarting: 'Loading every page…',
  allDone: { one: '{count} ledger loaded.', other: 'All {count} ledgers loaded.' },
  allStopped: { one: 'Stopped after {loaded} of {count} ledger.', other: 'Stopped after {loaded} of {count} ledgers.' },
  allCapped: 'The service lists at most {count} ledgers: the rest cannot be shown.',
  progress: 'Loading progress',
  stop: 'Stop loading',
  resume: 'Load the rest',
  // The Suspend row action (with suspendable)
  columnActions: 'Actions',
  suspend: 'Suspend',
  suspendLedger: 'Suspend {name}',
  suspendTitle: 'Suspend {name}',
} as const;
