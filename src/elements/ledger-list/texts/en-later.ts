/**
 * The English of <svc-ledger-list>'s words said only once a person opens its filters (the fields'
 * hints) or while it loads every page (`all-pages`: the progress bar's name, how far loading got, Stop
 * and "Load the rest", the note that the service's limit was reached). The filters' fields
 * (`filter-fields.ts`) and the all-pages view (`all-pages-progress.ts`) bring them; the rest of the
 * part is en.ts, and the catalog holds both as one part. Placeholders in braces are filled with text,
 * never HTML.
 */
export const ledgerListLater = {
  // The filters' fields
  endUserIdHint: 'The UUID of a consumer or a corporate.',
  parentIdHint: 'Shows the sub-accounts of this account.',
  ibanHint: 'The whole IBAN; spaces are fine.',
  // Every page
  allLoading: { one: 'Loaded {loaded} of {count} account…', other: 'Loaded {loaded} of {count} accounts…' },
  allCapped: 'The service lists at most {count} accounts: the rest cannot be shown.',
  progress: 'Loading progress',
  stop: 'Stop loading',
  resume: 'Load the rest',
} as const;
