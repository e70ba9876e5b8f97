/**
 * One document of <svc-document-list>: its name, type, status, date and related object, and its
 * actions. An open request (status REQUESTED) is highlighted and offers Upload; a document with a
 * file offers Download. Buttons carry `data-action`; the list's container listens for all of them.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { RELATION_KINDS, relationPath, type DocumentListItem, type RelationKind } from '../../api/schemas/document.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import { ownValue } from '../../api/own.js';
import { badge, type BadgeTone } from '../list/badge.js';
import type { ListFormat } from '../list/list-format.js';

const TONES: Record<string, BadgeTone> = { VALIDATED: 'success', UPLOADED: 'neutral', REQUESTED: 'warning', DECLINED: 'danger' };

/** An open request: the end-user still has to upload the document. */
const isOpenRequest = (document: DocumentListItem): boolean => document.status === 'REQUESTED';

/** Whether there is a file to download: anything but an open request. */
const hasFile = (document: DocumentListItem): boolean => !isOpenRequest(document);

export interface DocumentRowContext {
  messages: Catalog;
  format: ListFormat;
  /** Whether each document's download is under way, and its last failure in words. */
  busy: (id: string) => boolean;
  failure: (id: string) => string | undefined;
  /** A customer's own list (`end-user`): a related object is named by its kind, never by its id. */
  customer: boolean;
}

const ABOUT = {
  transaction: 'aboutTransaction',
  beneficiary: 'aboutBeneficiary',
  address: 'aboutAddress',
  corporateRelated: 'aboutCorporateRelated',
} as const satisfies { [K in RelationKind]: `about${Capitalize<K>}` };
const aboutKey = (kind: RelationKind) => ABOUT[kind];

/** The related object: its kind for a customer; its kind and id for the partner's staff. */
function relatedText(document: DocumentListItem, kind: RelationKind, context: DocumentRowContext): string {
  const texts = context.messages.documentList;
  if (context.customer) return texts[aboutKey(kind)];
  return format(texts.relatedTo, { object: texts[relationPath(kind)], id: document[relationPath(kind)] ?? '' });
}

/** What a person calls the document: its name, else its file's, else its type. */
export const documentName = (document: DocumentListItem, messages: Catalog): string =>
  document.friendlyName || document.fileName || enumLabel(messages, document.type);

export function documentRow(document: DocumentListItem, context: DocumentRowContext): TemplateResult {
  const { messages } = context;
  const texts = messages.documentList;
  const name = documentName(document, messages);
  const open = isOpenRequest(document);
  const facts = [enumLabel(messages, document.type)];
  if (document.fileName && document.fileName !== name) facts.push(document.fileName);
  facts.push(format(texts.added, { date: context.format.date(document.creationDate, messages.common.notGiven) }));
  if (document.requested) facts.push(open ? texts.requestOpen : texts.requestAnswered);
  const relation = RELATION_KINDS.find((kind) => document[relationPath(kind)]);
  const failure = context.failure(document.id);
  const busy = context.busy(document.id);
  return html`<li part=${open ? 'row row-requested' : 'row'} class="row${open ? ' requested' : ''}" data-key=${document.id} tabindex="-1">
    <div class="text">
      <span part="title" class="name">${name}</span>
      <small>${facts.join(' · ')}</small>
      ${relation ? html`<small class="related">${relatedText(document, relation, context)}</small>` : nothing}
    </div>
    <span class="state">${badge(document.status, enumLabel(messages, document.status), ownValue<BadgeTone>(TONES, document.status) ?? 'neutral')}</span>
    <span class="row-actions">
      ${open
        ? html`<button type="button" part="upload-button" data-action="upload" aria-label=${format(texts.uploadDocument, { name })} aria-haspopup="dialog">${texts.upload}</button>`
        : nothing}
      ${hasFile(document)
        ? html`<button type="button" class="secondary" part="download-button" data-action="download" aria-label=${format(texts.downloadDocument, { name })} aria-disabled=${busy ? 'true' : 'false'}>
            ${busy ? texts.preparing : texts.download}
          </button>`
        : nothing}
    </span>
    ${failure ? html`<p class="message error row-error" part="error" role="alert">${format(texts.downloadFailed, { reason: failure })}</p>` : nothing}
  </li>`;
}
