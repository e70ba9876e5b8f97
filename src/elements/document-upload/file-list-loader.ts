/**
 * The file list of an upload, fetched on demand: its module (`chosen-files.ts`: the rows, the checks
 * and the sending, and the document request's notice) comes once for the page, when a person is
 * about to choose files or the element answers a document request. Files chosen before it arrives
 * are kept and listed as their rows will stay (name, size, Remove; "Loading…" for their state), so
 * that nothing moves under a finger when it arrives, then handed to the file list it makes; a failed
 * fetch is said, with Try again, while files or a document request wait for it. A submit waits for it too.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { FetchAdapter } from '../../client/adapter.js';
import type { Catalog } from '../../i18n/catalog.js';
import { formatBytes } from '../../i18n/units.js';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule } from '../base/on-demand.js';
import type { ChosenFiles, ChosenFilesOptions } from './chosen-files.js';
import type { DocumentRequest } from './document-request.js';
import type { DocumentUploadItem, UploadStatus } from './file-queue.js';

export type FilesModule = typeof import('./chosen-files.js');

const loadFilesModule = loadOnce(() => import('./chosen-files.js'), 'the file list');
/** Once it has arrived for one upload, every upload of the page has it: files chosen afterwards are taken in at once. */
let pageModule: FilesModule | undefined;

export interface FileListHost extends ReactiveControllerHost, HTMLElement {
  readonly documentId?: string;
  readonly config?: { adapter?: FetchAdapter };
}

export interface FileListLoaderOptions extends ChosenFilesOptions {
  /** Takes in the files that waited for the file list, as if they were chosen now. */
  take(files: readonly File[]): void;
}

export class FileListLoaderController implements ReactiveController {
  /** The file list, made once its module has arrived. */
  private made?: ChosenFiles;
  /** Files chosen before the file list arrived. */
  private kept: readonly File[] = [];
  /** The waiting file whose Remove had the focus as the file list took it in: its new row's Remove gets it. */
  private focusedFile?: File;
  /** The module, fetched on demand; a failed fetch is said with Try again. */
  private readonly part: OnDemandModule<FilesModule>;
  /** The document request answered (`document-id`), made once the module has arrived. */
  private request?: DocumentRequest;
  /** The `document-id` of the last update (the request's load keeps its own key). */
  private documentId?: string;
  /** The submit under way. */
  private inflight?: Promise<DocumentUploadItem[] | undefined>;

  constructor(
    private readonly host: FileListHost,
    private readonly options: FileListLoaderOptions,
  ) {
    // With the words the file list says, in the element's locale: its rows never show a missing word.
    this.part = new OnDemandModule(host, 'file list', () => loadFilesModule().then((module) => module && module.words.with(options.locale(), module)));
    host.addController(this);
  }

  /** The module, for this upload or for another of the page before it. */
  private get module(): FilesModule | undefined {
    return this.part.module ?? pageModule;
  }

  /** The file list, if it was made. */
  get files(): ChosenFiles | undefined {
    return this.made;
  }

  private keep(files: readonly File[]): void {
    this.kept = files;
    this.host.requestUpdate();
  }

  /** The file list, made at once when its module is already here. */
  list(): ChosenFiles | undefined {
    const module = this.module;
    this.made ??= module && new module.ChosenFiles(this.host, this.options);
    return this.made;
  }

  /** Sends every ready file once the file list is here; a second call while they go gets the same promise. */
  submit(): Promise<DocumentUploadItem[] | undefined> {
    this.inflight ??= this.sendReady().finally(() => (this.inflight = undefined));
    return this.inflight;
  }

  private async sendReady(): Promise<DocumentUploadItem[] | undefined> {
    // Files chosen before the file list arrived are taken in first; without it nothing can be sent.
    if (this.kept.length > 0 && !(await this.fetch())) return undefined;
    // Without the file list there is no file: the element's checks say so.
    return this.made ? this.made.run.submit() : void (await this.options.checked(false));
  }

  /** Every file, oldest first; those waiting for the file list are ready to be sent. */
  items(): DocumentUploadItem[] {
    return [...(this.made?.items() ?? []), ...this.kept.map((file) => ({ file, status: 'queued' as const }))];
  }

  /** How many files are in this state; those waiting for the file list count as ready. */
  count(status: UploadStatus): number {
    return (this.made?.queue.count(status) ?? 0) + (status === 'queued' ? this.kept.length : 0);
  }

  /** Keeps files until the file list is here, and fetches it. */
  wait(files: readonly File[]): void {
    if (files.length > 0) this.keep([...this.kept, ...files]);
    void this.fetch();
  }

  /** Takes a file off the list, unless it is on its way. Whether it was taken off (waiting or listed). */
  remove(file: File): boolean {
    const waiting = this.kept.includes(file);
    if (waiting) this.keep(this.kept.filter((kept) => kept !== file));
    return (this.made?.remove(file) ?? false) || waiting;
  }

  /** Every file leaves the list; those on their way are stopped, and the summary goes. */
  clear(): void {
    this.made?.clear();
    this.keep([]);
  }

  /** Fetches the file list (once), then takes in the files that waited for it. Resolves whether it is here. */
  async fetch(): Promise<boolean> {
    // The document request's notice, if any, starts its load on the update that follows.
    const module = this.module ?? (await this.part.fetch());
    pageModule ??= module;
    const waiting = this.kept;
    if (module && waiting.length > 0) {
      const focused = waiting.find((_file, index) => this.removeButtons()[index] === this.host.shadowRoot?.activeElement);
      this.keep([]);
      this.options.take(waiting);
      this.focusedFile = focused;
    }
    return Boolean(module);
  }

  /** The Remove buttons of the files waiting for the file list, in their order. */
  private removeButtons(): HTMLButtonElement[] {
    return [...(this.host.shadowRoot?.querySelectorAll<HTMLButtonElement>('.file.waiting [part~="remove-button"]') ?? [])];
  }

  /** A waiting file's Remove: the focus goes to the next waiting file's, else the previous one's, else the file picker's button. */
  private removeKept(file: File): void {
    const index = this.kept.indexOf(file);
    this.remove(file);
    // As a listed file's Remove does: what the files lack now is said again (none left, one too many).
    this.options.removed();
    void this.host.updateComplete.then(() => (this.removeButtons()[Math.min(index, this.kept.length - 1)] ?? this.options.fallback())?.focus());
  }

  /** Try again: the button goes with the message, so the focus goes to the file picker's button. */
  private readonly onRetry = (): void => {
    void this.fetch();
    this.options.fallback()?.focus();
  };

  hostUpdate(): void {
    const { documentId } = this.host;
    // Answering a request, a file is sure to be chosen: the file list comes at once, with the request's notice.
    if (documentId !== this.documentId) {
      this.documentId = documentId;
      if (documentId && !this.module) void this.fetch();
    }
    const module = this.module;
    if (!this.request && module) {
      // The rows' and the request's looks come with them, before their first render.
      module.styleRows(this.host);
      this.request = new module.DocumentRequest(this.host, this.options.ops);
      this.host.requestUpdate();
    }
  }

  hostUpdated(): void {
    const file = this.focusedFile;
    const entry = file && this.made?.queue.entries.find((listed) => listed.file === file);
    if (!entry) return;
    this.focusedFile = undefined;
    this.host.shadowRoot?.querySelector<HTMLElement>(`[data-key="${entry.key}"] [part~="remove-button"]`)?.focus();
  }

  /** The notice of the document request answered; until its module is here, it is on its way, as while it loads. */
  renderRequest(messages: Catalog) {
    const { documentId } = this.host;
    if (!documentId) return nothing;
    if (this.request ? this.request.pending(documentId) : !this.part.failed) {
      return html`<p class="message info request" part="notice">${messages.documentUpload.requestLoading}</p>`;
    }
    const module = this.module;
    if (!this.request || !module) return nothing;
    return this.request.render(documentId, { ...messages, documentUpload: { ...messages.documentUpload, ...module.words.in(this.options.locale(), this.host) } });
  }

  /** The file list's rows; while it arrives, the files kept for it and a failed fetch with its Try again. */
  render(messages: Catalog) {
    if (this.made) return this.made.render();
    const waiting = this.kept;
    return html`${this.part.failed && (waiting.length > 0 || this.host.documentId)
      ? html`<div class="message error" part="error" role="alert">
          <span>${messages.documentUpload.loadFailed}</span>
          <button type="button" class="secondary" part="retry-button" @click=${this.onRetry}>${messages.common.retry}</button>
        </div>`
      : nothing}
    ${waiting.length > 0
      ? html`<ul class="file-list" part="file-list" aria-label=${messages.documentUpload.files}>
          ${waiting.map(
            (file) => html`<li class="file queued waiting" part="file file-queued">
              <div class="file-main">
                <span class="file-name" part="file-name">${file.name}</span>
                <span class="file-size" part="file-size">${formatBytes(file.size, this.options.locale())}</span>
              </div>
              <div class="status" part="status">${messages.common.loading}</div>
              <div class="file-actions" part="actions">
                <button type="button" class="secondary" part="remove-button" @click=${() => this.removeKept(file)}>
                  ${messages.documentUpload.remove}<span class="visually-hidden"> ${file.name}</span>
                </button>
              </div>
            </li>`,
          )}
        </ul>`
      : nothing}`;
  }
}
