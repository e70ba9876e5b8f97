/**
 * The filters of <svc-card-list> (end-user, ledger, card profile, statuses, types) on the lists'
 * shared filter form; their fields and rules (card-filter-fields.ts) are fetched when the filters
 * first open. A filter the partner pinned (`end-user-id`, `ledger-id`) is not offered. The three
 * identifiers are typed by the partner's staff only (`staff`): a customer is offered the card's
 * type and status, in their own words, and never types an id.
 */
import type { ListFilterSpec } from '../list/filter-form.js';
import type { OperationInput } from '../../api/operations.js';

export type CardQuery = NonNullable<OperationInput<'listCards'>['query']>;
export type CardFilters = Pick<CardQuery, 'endUserId' | 'ledgerId' | 'profileId' | 'status' | 'types'>;
export type CardListPin = 'endUserId' | 'ledgerId';

const isPin = (key: string): key is CardListPin => key === 'endUserId' || key === 'ledgerId';
/** The filters that are identifiers: offered to staff only. */
export type IdFilter = CardListPin | 'profileId';
const ID_FILTERS: readonly string[] = ['endUserId', 'ledgerId', 'profileId'] satisfies IdFilter[];

export interface CardFilterOptions {
  /** The filters the partner pinned: always sent, not offered. */
  pinned: () => { has(key: CardListPin): boolean };
  /** The partner's staff reads the list: the identifiers may be typed. */
  staff: () => boolean;
}

/** A filter not offered: pinned by the partner, or an identifier when the reader is not staff. */
export const notOffered = (options: CardFilterOptions, key: string): boolean =>
  (isPin(key) && options.pinned().has(key)) || (!options.staff() && ID_FILTERS.includes(key));

export function cardFilters(options: CardFilterOptions): ListFilterSpec<CardFilters> {
  return {
    texts: (messages) => messages.cardList,
    fields: ['endUserId', 'ledgerId', 'profileId', 'status', 'types'],
    fieldSet: () => import('./card-filter-fields.js').then((module) => module.cardFilterFields(options)),
    skip: (key) => notOffered(options, key),
  };
}
