/**
 * The filters of <svc-document-list> (end-user, type, statuses, requested or not, and the
 * transaction, beneficiary, address or company person a document relates to) on the lists' shared
 * filter form, judged by the listDocuments query's own rules. The end-user filter is not offered
 * when the partner pinned one (`end-user-id`) or the list is the signed-in end-user's (`end-user`).
 */
import { html, nothing } from 'lit';
import * as z from 'zod/mini';
import { DocumentStatus, DocumentType, DocumentTypeForUpload } from '../../api/enums.js';
import type { OperationInput } from '../../api/operations.js';
import { RELATION_KINDS, listDocumentsQuery, relationPath } from '../../api/schemas/document.js';
import type { Catalog } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import { choiceGroup, selectField, textField } from '../form/fields.js';
import { FilterForm, memoByCatalog, type FilterFormHost } from '../list/filter-form.js';

export type DocumentQuery = NonNullable<OperationInput<'listDocuments'>['query']>;
export type DocumentFilters = Pick<DocumentQuery, 'endUserId' | 'type' | 'status' | 'requested' | 'transactionId' | 'beneficiaryId' | 'addressId' | 'corporateRelatedId'>;

/** `requested` is chosen as text ("true", "false") and sent as the boolean the query takes. */
const requestedChoice = z.optional(z.pipe(z.enum(['true', 'false']), z.transform((value) => value === 'true')));

const baseSchema = z.extend(
  z.pick(listDocumentsQuery, { endUserId: true, type: true, status: true, transactionId: true, beneficiaryId: true, addressId: true, corporateRelatedId: true }),
  { requested: requestedChoice },
);
const withoutEndUser = z.omit(baseSchema, { endUserId: true });

const trim = (text: string) => text.trim();

export interface DocumentFilterOptions {
  messages: () => Catalog;
  locale: () => string;
  /** Whether the end-user is given (pinned, or the signed-in one): the filter is not offered. */
  endUserGiven: () => boolean;
  attention: (count: number) => string;
  applied: (filters: DocumentFilters) => void;
}

export function documentFilters(host: FilterFormHost, options: DocumentFilterOptions): FilterForm<DocumentFilters> {
  const statuses = memoByCatalog((messages) => DocumentStatus.map((value) => ({ value, label: enumLabel(messages, value) })));
  // Both partial lists of the spec: a type one can upload or request (IDENTITY_CARD) is listed too.
  const types = memoByCatalog((messages) => {
    const values = [...new Set([...DocumentType, ...DocumentTypeForUpload])];
    return values.map((value) => ({ value, label: enumLabel(messages, value) })).sort((a, b) => a.label.localeCompare(b.label, options.locale()));
  });
  return new FilterForm<DocumentFilters>(host, {
    messages: options.messages,
    locale: options.locale,
    texts: (messages) => messages.documentList,
    schema: () => (options.endUserGiven() ? withoutEndUser : baseSchema),
    fields: ['endUserId', 'type', 'status', 'requested', ...RELATION_KINDS.map(relationPath)],
    attention: options.attention,
    applied: options.applied,
    skip: (key) => key === 'endUserId' && options.endUserGiven(),
    renderFields: (form, messages) => {
      const t = messages.documentList;
      const id = (path: string, label: string) => textField(form, { path, label, autocomplete: 'off', spellcheck: false, parse: trim });
      return html`${options.endUserGiven() ? nothing : textField(form, { path: 'endUserId', label: t.endUserId, hint: t.endUserIdHint, autocomplete: 'off', spellcheck: false, parse: trim })}
        ${selectField(form, { path: 'type', label: t.type, placeholder: t.any, choices: types(messages) })}
        ${selectField(form, {
          path: 'requested',
          label: t.requested,
          placeholder: t.any,
          choices: [
            { value: 'true', label: t.requestedOnly },
            { value: 'false', label: t.notRequested },
          ],
        })}
        ${choiceGroup(form, { path: 'status', label: t.status, multiple: true, choices: statuses(messages) })}
        ${RELATION_KINDS.map((kind) => id(relationPath(kind), t[relationPath(kind)]))}`;
    },
  });
}
