/** The fields of <svc-document-list>'s filters, judged by the listDocuments query's own rules. */
import { html, nothing } from 'lit';
import * as z from 'zod/mini';
import { DocumentStatus, DocumentType, DocumentTypeForUpload } from '../../api/enums.js';
import { RELATION_KINDS, listDocumentsQuery, relationPath } from '../../api/schemas/document.js';
import { enumLabel } from '../../i18n/labels.js';
import { choiceGroup, selectField, textField } from '../form/fields.js';
import { memoByCatalog, type FilterFieldSet } from '../list/filter-form.js';
import type { DocumentFilterOptions } from './document-filters.js';

/** `requested` is chosen as text ("true", "false") and sent as the boolean the query takes. */
const requestedChoice = z.optional(z.pipe(z.enum(['true', 'false']), z.transform((value) => value === 'true')));

const baseSchema = z.extend(
  z.pick(listDocumentsQuery, { endUserId: true, type: true, status: true, transactionId: true, beneficiaryId: true, addressId: true, corporateRelatedId: true }),
  { requested: requestedChoice },
);
const withoutEndUser = z.omit(baseSchema, { endUserId: true });

const trim = (text: string) => text.trim();

export function documentFilterFields(options: DocumentFilterOptions): FilterFieldSet {
  const statuses = memoByCatalog((messages) => DocumentStatus.map((value) => ({ value, label: enumLabel(messages, value) })));
  // Both partial lists of the spec: a type one can upload or request (IDENTITY_CARD) is listed too.
  const types = memoByCatalog((messages) => {
    const values = [...new Set([...DocumentType, ...DocumentTypeForUpload])];
    return values.map((value) => ({ value, label: enumLabel(messages, value) })).sort((a, b) => a.label.localeCompare(b.label, options.locale()));
  });
  return {
    schema: () => (options.endUserGiven() ? withoutEndUser : baseSchema),
    renderFields: (form, messages) => {
      const texts = messages.documentList;
      const id = (path: string, label: string) => textField(form, { path, label, autocomplete: 'off', spellcheck: false, parse: trim });
      return html`${options.endUserGiven() ? nothing : textField(form, { path: 'endUserId', label: texts.endUserId, hint: texts.endUserIdHint, autocomplete: 'off', spellcheck: false, parse: trim })}
        ${selectField(form, { path: 'type', label: texts.type, placeholder: texts.any, choices: types(messages) })}
        ${selectField(form, {
          path: 'requested',
          label: texts.requested,
          placeholder: texts.any,
          choices: [
            { value: 'true', label: texts.requestedOnly },
            { value: 'false', label: texts.notRequested },
          ],
        })}
        ${choiceGroup(form, { path: 'status', label: texts.status, multiple: true, choices: statuses(messages) })}
        ${RELATION_KINDS.map((kind) => id(relationPath(kind), texts[relationPath(kind)]))}`;
    },
  };
}
