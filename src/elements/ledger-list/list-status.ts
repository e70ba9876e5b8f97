/**
 * What <svc-ledger-list> says about its state in the status line of the list's toolbar (which
 * follows `all-pages` too).
 */
import { format, type Catalog } from '../../i18n/catalog.js';
import { plural } from '../../i18n/plural.js';
import type { LedgerFormat } from './ledger-format.js';
import type { ListState } from './ledger-query.js';

export interface StatusOptions {
  messages: Catalog;
  format: LedgerFormat;
  state: ListState;
  allPages: boolean;
  /** `all-pages` reached the service's last page while more ledgers match. */
  capped: boolean;
  /** The page shown (from 0) and the pages a person can reach. */
  page: number;
  pageCount: number;
}

/** "33 ledgers", "1 ledger", "No ledgers". */
function countText(count: number, { messages, format: formats }: StatusOptions): string {
  const texts = messages.ledgerList;
  if (count === 0) return texts.totalNone;
  return plural(texts.total, count, formats.locale);
}

/** The status line: loading, the count and the page, or how far `all-pages` got. */
export function statusText(options: StatusOptions): string {
  const { state, messages, format: formats } = options;
  const texts = messages.ledgerList;
  if (state.kind === 'error') return state.total === undefined ? '' : countText(state.total, options);
  if (options.allPages) {
    if (state.kind === 'streaming') return texts.allStarting;
    if (state.kind === 'stopped') return plural(texts.allStopped, state.total ?? 0, formats.locale, { loaded: formats.count(state.received) });
    if (state.kind === 'loaded') return state.total === 0 ? texts.totalNone : plural(texts.allDone, state.total, formats.locale);
    return '';
  }
  if (state.kind !== 'loaded') return texts.loading;
  if (state.total === 0) return texts.totalNone;
  const pages = format(messages.list.pageOf, { page: formats.count(options.page + 1), pages: formats.count(options.pageCount) });
  return `${countText(state.total, options)} · ${pages}`;
}
