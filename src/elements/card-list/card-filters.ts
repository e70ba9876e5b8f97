/**
 * The filters of <svc-card-list> (end-user, ledger, card profile, statuses, types) on the lists'
 * shared filter form; their fields and rules (card-filter-fields.ts) are fetched when the filters
 * first open. A filter the partner pinned (`end-user-id`, `ledger-id`) is not offered.
 */
import type { ListFilterSpec } from '../list/filter-form.js';
import type { OperationInput } from '../../api/operations.js';

export type CardQuery = NonNullable<OperationInput<'listCards'>['query']>;
export type CardFilters = Pick<CardQuery, 'endUserId' | 'ledgerId' | 'profileId' | 'status' | 'types'>;
export type Pin = 'endUserId' | 'ledgerId';

export interface CardFilterOptions {
  /** The filters the partner pinned: always sent, not offered. */
  pinned: () => ReadonlySet<Pin>;
}

export function cardFilters(options: CardFilterOptions): ListFilterSpec<CardFilters> {
  return {
    texts: (messages) => messages.cardList,
    fields: ['endUserId', 'ledgerId', 'profileId', 'status', 'types'],
    fieldSet: () => import('./card-filter-fields.js').then((module) => module.cardFilterFields(options)),
    skip: (key) => options.pinned().has(key as Pin),
  };
}
