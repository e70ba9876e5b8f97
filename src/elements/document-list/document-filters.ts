/**
 * The filters of <svc-document-list> (end-user, type, statuses, requested or not, and the
 * transaction, beneficiary, address or company person a document relates to) on the lists' shared
 * filter form; their fields and rules (document-filter-fields.ts) are fetched when the filters first
 * open. The end-user filter is not offered when the partner pinned one (`end-user-id`) or the list
 * is the signed-in end-user's (`end-user`).
 */
import type { OperationInput } from '../../api/operations.js';
import { RELATION_KINDS, relationPath } from '../../api/schemas/document.js';
import type { ListFilterSpec } from '../list/filter-form.js';

export type DocumentQuery = NonNullable<OperationInput<'listDocuments'>['query']>;
export type DocumentFilters = Pick<DocumentQuery, 'endUserId' | 'type' | 'status' | 'requested' | 'transactionId' | 'beneficiaryId' | 'addressId' | 'corporateRelatedId'>;

export interface DocumentFilterOptions {
  /** The locale the types are sorted in. */
  locale: () => string;
  /** Whether the end-user is given (pinned, or the signed-in one): the filter is not offered. */
  endUserGiven: () => boolean;
}

export function documentFilters(options: DocumentFilterOptions): ListFilterSpec<DocumentFilters> {
  return {
    texts: (messages) => messages.documentList,
    fields: ['endUserId', 'type', 'status', 'requested', ...RELATION_KINDS.map(relationPath)],
    fieldSet: () => import('./document-filter-fields.js').then((module) => module.documentFilterFields(options)),
    skip: (key) => key === 'endUserId' && options.endUserGiven(),
  };
}
