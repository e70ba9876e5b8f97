/**
 * The filters of <svc-ledger-list> (end-user, parent ledger, IBAN, statuses) on the lists' shared
 * filter form; their fields and rules (filter-fields.ts) are fetched when the filters first open.
 */
import type { ReactiveControllerHost } from 'lit';
import type { ListFilterSpec } from '../list/filter-form.js';
import type { LedgerQuery } from './ledger-query.js';

export type LedgerFilters = Pick<LedgerQuery, 'endUserId' | 'status' | 'parentId' | 'iban'>;

export interface LedgerFilterOptions {
  /** Whether the list is pinned to one end-user (the end-user filter is not offered). */
  pinned: () => boolean;
  /** The list's locale: the fields' hints (later words) come in it with the fields. */
  locale: () => string;
  /** The list, drawn again when the hints of a locale chosen since arrive. */
  host: ReactiveControllerHost;
}

export function ledgerFilters(options: LedgerFilterOptions): ListFilterSpec<LedgerFilters> {
  return {
    texts: (messages) => messages.ledgerList,
    fields: ['endUserId', 'parentId', 'iban', 'status'],
    fieldSet: () => import('./filter-fields.js').then((module) => module.words.with(options.locale(), module)).then((module) => module.ledgerFilterFields(options)),
    skip: (key) => options.pinned() && key === 'endUserId',
  };
}
