/**
 * What an upload needs once a person chooses files, fetched then rather than with the element
 * (which starts fetching it as soon as a person points at it, focuses it or drags over it): the
 * list of files with their rows, the checks that refuse a file before it is sent (size, type,
 * first bytes), and the sending itself (`upload-run.ts`). Also the notice of the document request being answered:
 * an element answering one is sure to be given a file, so it fetches this module at once.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { Catalog } from '../../i18n/catalog.js';
import { FileQueue, publicItem, type DocumentUploadItem, type FileEntry, type FileQueueOptions } from './file-queue.js';
import { RowFocusController, renderFileRow, type FileRowView } from './file-row.js';
import { contentRefusalOf, refusalOf } from './files.js';
import { UploadRun, type UploadRunOptions } from './upload-run.js';

export { DocumentRequest } from './document-request.js';
// The success panel comes with the sending: no upload's first render shows it.
export { SuccessPanelController } from '../form/success-panel.js';

export interface ChosenFilesOptions extends Omit<FileQueueOptions, 'texts' | 'checkContent'>, UploadRunOptions {
  messages(): Catalog;
  locale(): string;
  /** The element's `accept` list. */
  accept(): string;
  /** Where the focus goes when the last row's buttons are gone. */
  fallback(): HTMLElement | null | undefined;
}

export class ChosenFiles {
  readonly queue: FileQueue;
  /** The sending of the list's files. */
  readonly run: UploadRun;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    private readonly options: ChosenFilesOptions,
  ) {
    const texts = () => options.messages().documentUpload;
    this.queue = new FileQueue(host, { ...options, texts, checkContent: (file) => contentRefusalOf(file, options.accept(), texts()) });
    new RowFocusController(host, { entries: () => this.queue.entries, fallback: options.fallback });
    this.run = new UploadRun(host, this, options);
  }

  /** "2 of 3 files uploaded." */
  summary(): string {
    return this.queue.summary(this.options.messages().documentUpload.summary, this.options.locale());
  }

  /** Adds files: too large or unaccepted ones are refused at once. Returns the rows added. */
  add(files: readonly File[]): FileEntry[] {
    const { accept, messages, locale } = this.options;
    return this.queue.add(files, (file) => refusalOf(file, accept(), messages().documentUpload, locale()));
  }

  /** The files of these keys (default: every file) as partners see them. */
  items(keys?: readonly number[]): DocumentUploadItem[] {
    const entries = keys ? keys.flatMap((key) => this.queue.find(key) ?? []) : this.queue.entries;
    return entries.map(publicItem);
  }

  /** The list of files, if there are any. */
  render(actions: Pick<FileRowView, 'onCancel' | 'onRetry' | 'onRemove'>) {
    if (this.queue.entries.length === 0) return nothing;
    const messages = this.options.messages();
    const view = { ...actions, messages, locale: this.options.locale() };
    return html`<ul class="file-list" part="file-list" aria-label=${messages.documentUpload.files}>
      ${repeat(this.queue.entries, (entry) => entry.key, (entry) => renderFileRow(entry, view))}
    </ul>`;
  }
}
