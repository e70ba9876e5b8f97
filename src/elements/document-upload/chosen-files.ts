/**
 * What an upload needs once a person chooses files, fetched then rather than with the element
 * (which starts fetching it as soon as a person points at it, focuses it or drags over it): the
 * list of files with their rows, the checks that refuse a file before it is sent (size, type,
 * first bytes), and the sending itself (`upload-run.ts`). Also the notice of the document request being answered:
 * an element answering one is sure to be given a file, so it fetches this module at once.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { FieldIssue, ServiceError } from '../../api/errors.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { laterWords } from '../../i18n/later-words.js';
import { plural } from '../../i18n/plural.js';
import { documentUploadLater } from './texts/en-later.js';
import { FileQueue, publicItem, type DocumentUploadItem, type FileQueueOptions } from './file-queue.js';
import { RowFocusController, renderFileRow, type FileRowView } from './file-row.js';
import { contentRefusalOf, refusalOf } from './files.js';
import { UploadRun, type UploadRunOptions } from './upload-run.js';
// The success panel comes with the sending: no upload's first render shows it.
import { SuccessPanelController } from '../form/success-panel.js';

export { DocumentRequest } from './document-request.js';
export { styleRows } from './file-row.styles.js';

/** The words said once files are chosen, in a locale: the loader waits for them in the element's before it takes this module in. */
export const words = laterWords('documentUpload', documentUploadLater);

/** Codes that say only "the service refused something"; the issues then say what. */
const GENERIC_CODES = new Set(['INVALID_REQUEST', 'VALIDATION_FAILED', 'HTTP_ERROR']);

export interface ChosenFilesOptions extends Omit<FileQueueOptions, 'texts' | 'checkContent' | 'reasonOf' | 'onFailure' | 'onRefused'>, UploadRunOptions {
  /** A file was taken off the list with its row's Remove. */
  removed(): void;
  /** Says something once to screen readers ("Every file is uploaded."). */
  announce(text: string): void;
  /** A file was refused once its first bytes were read: what to announce, and its error. */
  refused(said: string, error?: ServiceError): void;
  /** The paths of the fields shown now. */
  visiblePaths(): ReadonlySet<string>;
  /** An error's own text. */
  errorText(error: ServiceError): string;
  /** Puts the service's words on the fields they are about (they stay until the field changes). */
  placeIssues(issues: FieldIssue[]): void;
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
  /** The success panel, once every file is uploaded. */
  readonly panel: SuccessPanelController;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: ChosenFilesOptions,
  ) {
    const texts = () => this.texts();
    this.queue = new FileQueue(host, {
      ...options,
      texts,
      checkContent: (file) => contentRefusalOf(file, options.accept(), texts()),
      reasonOf: (error) => this.reasonOf(error),
      onFailure: (error) => this.placeIssues(error),
      onRefused: (entry) => options.refused(format(texts().refusedFile, { name: entry.file.name, reason: entry.reason ?? '' }), entry.error),
    });
    this.panel = new SuccessPanelController(host, () => options.announce(texts().allUploaded));
    new RowFocusController(host, { entries: () => this.queue.entries, fallback: options.fallback });
    this.run = new UploadRun(host, this, options);
  }

  /** The element's words, its first and the file list's (`words`), in its locale. */
  texts(): Catalog['documentUpload'] {
    return { ...this.options.messages().documentUpload, ...words.in(this.options.locale(), this.host) };
  }

  /**
   * A failed file's reason: what the service said about values no field shows, when its code says
   * only that something was refused; else the error's own text.
   */
  private reasonOf(error: ServiceError): string {
    const visible = this.options.visiblePaths();
    const unplaced = error.issues.filter((issue) => !visible.has(issue.path) && issue.message).map((issue) => issue.message);
    return GENERIC_CODES.has(error.code) && unplaced.length > 0 ? [...new Set(unplaced)].join(' ') : this.options.errorText(error);
  }

  /** The service's word about a visible field goes on that field (and stays until it changes). */
  private placeIssues(error: ServiceError): void {
    const visible = this.options.visiblePaths();
    const own = error.issues.filter((issue) => visible.has(issue.path));
    if (own.length > 0) this.options.placeIssues(own);
  }

  /** "2 of 3 files uploaded." */
  summary(): string {
    return this.queue.summary(this.texts().summary, this.options.locale());
  }

  /**
   * Adds files: too large or unaccepted ones are refused at once. Returns what to announce ("2 files
   * added." and each refusal) and the refusals' errors, or undefined when no file was added.
   */
  add(files: readonly File[]): { said: string; errors: ServiceError[] } | undefined {
    const { accept, locale } = this.options;
    const texts = this.texts();
    const added = this.queue.add(files, (file) => refusalOf(file, accept(), texts, locale()));
    if (added.length === 0) return undefined;
    const refused = added.filter((entry) => entry.error);
    const refusals = refused.map((entry) => format(texts.refusedFile, { name: entry.file.name, reason: entry.reason ?? '' }));
    return { said: [plural(texts.added, added.length, locale()), ...refusals].join(' '), errors: refused.flatMap((entry) => entry.error ?? []) };
  }

  /** The files of these keys (default: every file) as partners see them. */
  items(keys?: readonly number[]): DocumentUploadItem[] {
    const entries = keys ? keys.flatMap((key) => this.queue.find(key) ?? []) : this.queue.entries;
    return entries.map(publicItem);
  }

  /** Sends a failed or cancelled file again, with the fields as they are now. */
  retry(file: File): Promise<DocumentUploadItem | undefined> {
    const key = this.queue.keyOf(file);
    return key === undefined ? Promise.resolve(undefined) : this.run.retry(key);
  }

  /** Takes a file off the list, unless it is on its way. Whether it was on the list. */
  remove(file: File): boolean {
    const key = this.queue.keyOf(file);
    if (key !== undefined) this.queue.remove(key);
    return key !== undefined;
  }

  /** Every file leaves the list (those on their way are stopped); the summary goes. */
  clear(): void {
    this.queue.clear();
    this.run.reset();
  }

  /** Stops sending a file. */
  cancel(file: File): void {
    const key = this.queue.keyOf(file);
    if (key !== undefined) this.queue.cancel(key);
  }

  /** The list of files, if there are any. */
  render() {
    if (this.queue.entries.length === 0) return nothing;
    const messages = { ...this.options.messages(), documentUpload: this.texts() };
    const view: FileRowView = {
      onCancel: (key) => this.queue.cancel(key),
      onRetry: (key) => void this.run.retry(key),
      onRemove: (key) => (this.queue.remove(key), this.options.removed()),
      messages,
      locale: this.options.locale(),
    };
    return html`<ul class="file-list" part="file-list" aria-label=${messages.documentUpload.files}>
      ${repeat(this.queue.entries, (entry) => entry.key, (entry) => renderFileRow(entry, view))}
    </ul>`;
  }
}
