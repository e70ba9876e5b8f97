/**
 * The filters of <svc-ledger-list> (end-user, parent ledger, IBAN, statuses) on the lists' shared
 * filter form; their fields and rules (filter-fields.ts) are fetched when the filters first open.
 */
import type { Catalog } from '../../i18n/catalog.js';
import { FilterForm, type FilterFormHost } from '../list/filter-form.js';
import type { LedgerQuery } from './ledger-query.js';

export type Filters = Pick<LedgerQuery, 'endUserId' | 'status' | 'parentId' | 'iban'>;

export interface LedgerFilterOptions {
  messages: () => Catalog;
  locale: () => string;
  /** Whether the list is pinned to one end-user (the end-user filter is not offered). */
  pinned: () => boolean;
  /** "N fields need attention". */
  attention: (count: number) => string;
  /** New filters are in force (the same ones again: the person asked to load again). */
  applied: (filters: Filters) => void;
}

export function ledgerFilters(host: FilterFormHost, options: LedgerFilterOptions): FilterForm<Filters> {
  return new FilterForm<Filters>(host, {
    messages: options.messages,
    locale: options.locale,
    texts: (messages) => messages.ledgerList,
    fields: ['endUserId', 'parentId', 'iban', 'status'],
    fieldSet: () => import('./filter-fields.js').then((module) => module.ledgerFilterFields(options)),
    attention: options.attention,
    applied: options.applied,
    skip: (key) => options.pinned() && key === 'endUserId',
  });
}
