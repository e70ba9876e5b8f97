/** English words every kit list shares: its filters button and form, sorting, paging. */
export const list = {
  showFilters: 'Filters',
  filtersFailed: 'The filters could not be loaded.',
  filtersInForce: { one: 'Filters ({count} in force)', other: 'Filters ({count} in force)' },
  apply: 'Apply filters',
  reset: 'Clear filters',
  sort: 'Sort',
  pageSize: 'Per page',
  page: 'Page',
  pageOf: 'Page {page} of {pages}',
  ofPages: 'of {pages}',
  goToPage: 'Go',
  pagesCapped: 'Only the first {pages} pages can be browsed.',
  pastEnd: 'This page is past the end of the list.',
  backToFirst: 'Back to the first page',
} as const;
