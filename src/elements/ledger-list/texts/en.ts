/** English texts of <svc-ledger-list>. Placeholders in braces are filled with text, never HTML. */
export const ledgerList = {
  title: 'Accounts',
  // Filters
  filters: 'Filter accounts',
  endUserId: 'End-user ID',
  endUserIdHint: 'The UUID of a consumer or a corporate.',
  status: 'Status',
  parentId: 'Main account ID',
  parentIdHint: 'Shows the sub-accounts of this account.',
  iban: 'IBAN',
  ibanHint: 'The whole IBAN; spaces are fine.',
  pinnedEndUserInvalid: 'This list is pinned to an end-user ID that is not a valid identifier, so nothing was loaded.',
  // Sorting and paging
  sortDesc: 'Newest first',
  sortAsc: 'Oldest first',
  pager: 'Pages of accounts',
  // The count and the live status
  totalNone: 'No accounts',
  total: { one: '{count} account', other: '{count} accounts' },
  loading: 'Loading accounts…',
  // Columns and rows
  columnName: 'Account',
  columnStatus: 'Status',
  columnCurrency: 'Currency',
  columnCountry: 'Country',
  columnCreated: 'Opened',
  unnamed: 'Unnamed account',
  virtual: 'Sub-account',
  virtualOf: 'Sub-account of {parent}',
  virtualCount: { one: '{count} sub-account', other: '{count} sub-accounts' },
  showVirtual: 'Show sub-accounts',
  hideVirtual: 'Hide sub-accounts',
  keyboardHint: 'Arrow keys move between accounts, Enter opens one; Right and Left show or hide sub-accounts.',
  // Empty states
  empty: 'There are no accounts yet.',
  emptyFiltered: 'No accounts match these filters.',
  // Every page
  allLoading: { one: 'Loaded {loaded} of {count} account…', other: 'Loaded {loaded} of {count} accounts…' },
  allStarting: 'Loading every page…',
  allDone: { one: '{count} account loaded.', other: 'All {count} accounts loaded.' },
  allStopped: { one: 'Stopped after {loaded} of {count} account.', other: 'Stopped after {loaded} of {count} accounts.' },
  allCapped: 'The service lists at most {count} accounts: the rest cannot be shown.',
  progress: 'Loading progress',
  stop: 'Stop loading',
  resume: 'Load the rest',
  // The Suspend row action (with suspendable)
  columnActions: 'Actions',
  suspend: 'Suspend',
  suspendLedger: 'Suspend {name}',
  suspendTitle: 'Suspend {name}',
} as const;
