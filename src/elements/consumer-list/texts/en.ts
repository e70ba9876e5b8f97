/** English texts of <svc-consumer-list>. Placeholders in braces are filled with text, never HTML. */
export const consumerList = {
  title: 'Consumers',
  // Search and filters
  filters: 'Search and filter consumers',
  showFilters: 'Search and filters',
  filtersInForce: { one: 'Search and filters ({count} in force)', other: 'Search and filters ({count} in force)' },
  lastName: 'Last name',
  lastNameHint: 'The whole last name or part of it.',
  phone: 'Phone number',
  phoneHint: 'Digits, with or without the country code.',
  emailAddress: 'Email address',
  emailAddressHint: 'The whole address or part of it.',
  anyStatus: 'Any',
  apply: 'Search',
  reset: 'Clear',
  // Sorting and paging
  sorts: {
    UPDATE_DATE_DESC: 'Recently updated first',
    UPDATE_DATE_ASC: 'Least recently updated first',
    LAST_NAME_ASC: 'Last name, A to Z',
    LAST_NAME_DESC: 'Last name, Z to A',
    CREATION_DATE_DESC: 'Newest first',
    CREATION_DATE_ASC: 'Oldest first',
  },
  pager: 'Pages of consumers',
  // The count and the live status
  totalNone: 'No consumers',
  total: { one: '{count} consumer', other: '{count} consumers' },
  loading: 'Loading consumers…',
  // Columns and rows
  columnConsumer: 'Consumer',
  columnUpdated: 'Updated',
  unnamed: 'No name given',
  suspended: 'Suspended',
  keyboardHint: 'Arrow keys move between consumers; Enter or Space chooses one.',
  // Empty states
  empty: 'There are no consumers yet.',
  emptyFiltered: 'No consumers match this search.',
} as const;
