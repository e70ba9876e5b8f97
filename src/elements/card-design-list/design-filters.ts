/**
 * The filters of <svc-card-design-list> (network, account type, card type, customer type) on the
 * lists' shared filter form; their fields and rules (design-filter-fields.ts) are fetched when the
 * filters first open.
 */
import type { OperationInput } from '../../api/operations.js';
import type { ListFilterSpec } from '../list/filter-form.js';

export type DesignQuery = NonNullable<OperationInput<'listCardDesigns'>['query']>;
export type DesignFilters = Pick<DesignQuery, 'scheme' | 'ledgerType' | 'cardType' | 'userType'>;

export const designFilters: ListFilterSpec<DesignFilters> = {
  texts: (messages) => messages.cardDesignList,
  fields: ['scheme', 'ledgerType', 'cardType', 'userType'],
  fieldSet: () => import('./design-filter-fields.js').then((module) => module.designFilterFields),
};
