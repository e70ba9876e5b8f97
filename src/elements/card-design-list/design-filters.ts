/**
 * The filters of <svc-card-design-list> (network, account type, card type, customer type) on the
 * lists' shared filter form; their fields and rules (design-filter-fields.ts) are fetched when the
 * filters first open.
 */
import type { OperationInput } from '../../api/operations.js';
import { ownValue } from '../../api/own.js';
import type { Catalog } from '../../i18n/catalog.js';
import { FilterForm, type FilterFormHost } from '../list/filter-form.js';

export type DesignQuery = NonNullable<OperationInput<'listCardDesigns'>['query']>;
export type DesignFilters = Pick<DesignQuery, 'scheme' | 'ledgerType' | 'cardType' | 'userType'>;

/** A label from one of the catalog's tables, else the value as sent. */
export const labelIn = (table: object, value: string): string => ownValue<string>(table, value) ?? value;

export interface DesignFilterOptions {
  messages: () => Catalog;
  locale: () => string;
  attention: (count: number) => string;
  applied: (filters: DesignFilters) => void;
}

export function designFilters(host: FilterFormHost, options: DesignFilterOptions): FilterForm<DesignFilters> {
  return new FilterForm<DesignFilters>(host, {
    messages: options.messages,
    locale: options.locale,
    texts: (messages) => messages.cardDesignList,
    fields: ['scheme', 'ledgerType', 'cardType', 'userType'],
    fieldSet: () => import('./design-filter-fields.js').then((module) => module.designFilterFields),
    attention: options.attention,
    applied: options.applied,
  });
}
