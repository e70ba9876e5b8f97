/**
 * English texts of <svc-ledger-list>: the words of its first paint. Those said only by the all-pages
 * progress (fetched with its view) or by the filters' fields (fetched when the filters first open)
 * are en-later.ts; the catalog holds both as one part (scripts/generate.mjs). Placeholders in braces
 * are filled with text, never HTML.
 */
import type { ledgerListLater } from './en-later.js';

const first = {
  title: 'Accounts',
  // Filters (their fields' hints are en-later.ts)
  filters: 'Filter accounts',
  endUserId: 'End-user ID',
  status: 'Status',
  parentId: 'Main account ID',
  iban: 'IBAN',
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
  // Every page (the progress's own words are en-later.ts)
  allStarting: 'Loading every page…',
  allDone: { one: '{count} account loaded.', other: 'All {count} accounts loaded.' },
  allStopped: { one: 'Stopped after {loaded} of {count} account.', other: 'Stopped after {loaded} of {count} accounts.' },
  // The Suspend row action (with suspendable)
  columnActions: 'Actions',
  suspend: 'Suspend',
  suspendLedger: 'Suspend {name}',
  suspendTitle: 'Suspend {name}',
} as const;

/**
 * The part as the element carries it (`ownMessages`): its first words, typed as the whole part. The
 * later words are read only through `laterWords` (`src/i18n/later-words.ts`), in the all-pages view
 * (`all-pages-progress.ts`) and the filters' fields (`filter-fields.ts`), never from `messages`.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the element carries the first half of the part; the all-pages view and the filters' fields bring the later (see above).
export const ledgerList = first as typeof first & typeof ledgerListLater;
