/**
 * The search and filters of <svc-consumer-list> on the lists' shared filter form: last name, phone
 * and email address (the service matches part of them), then every status facet. Their fields and
 * rules (consumer-filter-fields.ts) are fetched when the filters first open.
 */
import type { OperationInput } from '../../api/operations.js';
import type { ListFilterSpec } from '../list/filter-form.js';

export type ConsumerQuery = NonNullable<OperationInput<'listConsumers'>['query']>;

/** The query fields the filters set (named here, not derived from the lists below, so that the API report names no internal list). */
export type ConsumerFilterField = 'lastName' | 'phone' | 'emailAddress' | 'kycStatus' | 'bankingStatus' | 'suspensionStatus' | 'serviceStatus' | 'complianceStatus' | 'overallStatus';

export const SEARCH = ['lastName', 'phone', 'emailAddress'] as const satisfies readonly ConsumerFilterField[];
/** The status facets' query fields, in the order the filters show them. */
export const FACET_FIELDS = ['kycStatus', 'bankingStatus', 'suspensionStatus', 'serviceStatus', 'complianceStatus'] as const satisfies readonly ConsumerFilterField[];

const FIELDS = [...SEARCH, ...FACET_FIELDS, 'overallStatus'] as const satisfies readonly ConsumerFilterField[];
export type ConsumerFilters = Pick<ConsumerQuery, ConsumerFilterField>;

export const consumerFilters: ListFilterSpec<ConsumerFilters> = {
  texts: (messages) => messages.consumerList,
  fields: FIELDS,
  fieldSet: () => import('./consumer-filter-fields.js').then((module) => module.consumerFilterFields(FIELDS)),
};
