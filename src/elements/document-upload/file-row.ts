/**
 * One file's row: its name and size, where it is (with a progress bar on its way), the document it
 * created, and the actions that make sense now (cancel, try again, remove).
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { DocumentRecord } from '../../api/schemas/document.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import { formatBytes } from '../../i18n/units.js';
import type { FileEntry } from './file-queue.js';

export interface FileRowView {
  messages: Catalog;
  locale: string;
  onCancel(key: number): void;
  onRetry(key: number): void;
  onRemove(key: number): void;
}

function statusText(entry: FileEntry, texts: Catalog['documentUpload']): string {
  switch (entry.status) {
    case 'queued':
      return texts.queued;
    case 'uploading':
      return texts.uploading;
    case 'uploaded':
      return texts.uploaded;
    case 'failed':
      return format(texts.failed, { reason: entry.reason ?? '' });
    default:
      return entry.reason ?? '';
  }
}

function documentText(document: DocumentRecord, messages: Catalog): string {
  const texts = messages.documentUpload;
  const values = { type: enumLabel(messages, document.type), status: enumLabel(messages, document.status), name: document.fileName ?? '' };
  return format(document.fileName ? texts.documentDetailsWithFile : texts.documentDetails, values);
}

function renderDetails(entry: FileEntry, messages: Catalog) {
  const texts = messages.documentUpload;
  const { document } = entry;
  // The new document's id is for the partner's code (data-document-id, the events), never for the person.
  return html`<div class="document" part="details" data-document-id=${entry.documentId ?? nothing}>
    ${document ? html`<span>${documentText(document, messages)}</span>` : entry.detailsFailed ? html`<span>${texts.detailsUnavailable}</span>` : nothing}
  </div>`;
}

export function renderFileRow(entry: FileEntry, view: FileRowView) {
  const { messages } = view;
  const texts = messages.documentUpload;
  const { key, status } = entry;
  const name = entry.file.name;
  // Every row has the same buttons: the file's name tells them apart for screen readers.
  const which = html`<span class="visually-hidden"> ${name}</span>`;
  return html`<li class="file ${status}" part="file file-${status}" data-key=${key}>
    <div class="file-main">
      <span class="file-name" part="file-name">${name}</span>
      <span class="file-size" part="file-size">${formatBytes(entry.file.size, view.locale)}</span>
    </div>
    <div class="status" part="status">${statusText(entry, texts)}</div>
    ${status === 'uploading' ? html`<progress part="progress" aria-label=${format(texts.uploadingFile, { name })}></progress>` : nothing}
    ${status === 'uploaded' ? renderDetails(entry, messages) : nothing}
    <div class="file-actions" part="actions">
      ${status === 'uploading'
        ? html`<button type="button" class="secondary" part="cancel-button" @click=${() => view.onCancel(key)}>${texts.cancel}${which}</button>`
        : nothing}
      ${status === 'failed' || status === 'cancelled'
        ? html`<button type="button" class="secondary" part="retry-button" @click=${() => view.onRetry(key)}>${texts.retry}${which}</button>`
        : nothing}
      ${status !== 'uploading' && status !== 'uploaded'
        ? html`<button type="button" class="secondary" part="remove-button" @click=${() => view.onRemove(key)}>${texts.remove}${which}</button>`
        : nothing}
    </div>
  </li>`;
}

/**
 * A row's button that had focus may vanish on the next render (removed, cancelled, retried,
 * finished): focus then moves to the row's next action, else the next row's, else `fallback`.
 */
export class RowFocusController implements ReactiveController {
  private focusedRow?: number;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: { entries(): readonly FileEntry[]; fallback(): HTMLElement | null | undefined },
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const key = this.host.shadowRoot?.activeElement?.closest<HTMLElement>('[data-key]')?.dataset.key;
    this.focusedRow = key === undefined ? undefined : Number(key);
  }

  hostUpdated(): void {
    const key = this.focusedRow;
    const root = this.host.shadowRoot;
    if (key === undefined || !root || root.activeElement) return;
    this.focusedRow = undefined;
    const entries = this.options.entries();
    const index = entries.findIndex((entry) => entry.key === key);
    const candidates = index >= 0 ? entries.slice(index) : entries.filter((entry) => entry.key > key);
    for (const entry of candidates) {
      const button = root.querySelector<HTMLElement>(`[data-key="${entry.key}"] .file-actions button`);
      if (button) return button.focus();
    }
    this.options.fallback()?.focus();
  }
}
