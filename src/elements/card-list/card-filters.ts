/**
 * The filters of <svc-card-list> (end-user, ledger, card profile, statuses, types) on the lists'
 * shared filter form; their fields and rules (card-filter-fields.ts) are fetched when the filters
 * first open. A filter the partner pinned (`end-user-id`, `ledger-id`) is not offered.
 */
import type { Catalog } from '../../i18n/catalog.js';
import { FilterForm, type FilterFormHost } from '../list/filter-form.js';
import type { OperationInput } from '../../api/operations.js';

export type CardQuery = NonNullable<OperationInput<'listCards'>['query']>;
export type CardFilters = Pick<CardQuery, 'endUserId' | 'ledgerId' | 'profileId' | 'status' | 'types'>;
export type Pin = 'endUserId' | 'ledgerId';

export interface CardFilterOptions {
  messages: () => Catalog;
  locale: () => string;
  /** The filters the partner pinned: always sent, not offered. */
  pinned: () => ReadonlySet<Pin>;
  attention: (count: number) => string;
  applied: (filters: CardFilters) => void;
}

export function cardFilters(host: FilterFormHost, options: CardFilterOptions): FilterForm<CardFilters> {
  return new FilterForm<CardFilters>(host, {
    messages: options.messages,
    locale: options.locale,
    texts: (messages) => messages.cardList,
    fields: ['endUserId', 'ledgerId', 'profileId', 'status', 'types'],
    fieldSet: () => import('./card-filter-fields.js').then((module) => module.cardFilterFields(options)),
    attention: options.attention,
    applied: options.applied,
    skip: (key) => options.pinned().has(key as Pin),
  });
}
