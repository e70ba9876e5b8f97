/**
 * The files of an upload and where each one is. Files of a kind that can never be sent are refused
 * as they come. Each file is sent through the element's `OperationController` under a key of its
 * own: files go side by side, and cancelling or retrying one file touches that file's run only.
 */
import { getDocument, uploadDocument } from '../../api/operations/documents.js';
import type { ReactiveControllerHost } from 'lit';
import type { ServiceError } from '../../api/errors.js';
import type { DocumentRecord } from '../../api/schemas/document.js';
import { formatNumber, plural, type Plural } from '../../i18n/plural.js';
import type { OperationController } from '../base/operation.js';
import type { UploadMetadata } from './metadata.js';

/** Where a file is: waiting, refused before sending, on its way, done, failed, or stopped. */
export type UploadStatus = 'queued' | 'refused' | 'uploading' | 'uploaded' | 'failed' | 'cancelled';

/** One file of the element, as partners see it (`uploads`, `submit()`). */
export interface DocumentUploadItem {
  readonly file: File;
  readonly status: UploadStatus;
  /** The created (or answered) document, once uploaded. */
  readonly documentId?: string;
  /** The document as the service then describes it (type, status, file name). */
  readonly document?: DocumentRecord;
  /** Why it failed or was refused. */
  readonly error?: ServiceError;
}

export interface FileEntry extends DocumentUploadItem {
  readonly key: number;
  /** Text shown for a refused, failed or cancelled file. */
  readonly reason?: string;
  readonly detailsFailed?: boolean;
  /** Which send of the file the row shows: a send that ends after a newer one started changes nothing. */
  readonly attempt: number;
}

/**
 * How many files travel at once: side by side, yet few enough that a phone's uplink does not
 * split so thin that every file runs into its timeout.
 */
const PARALLEL_UPLOADS = 3;

export interface FileQueueOptions {
  ops: OperationController;
  /** The row's text for a failure. */
  reasonOf(error: ServiceError): string;
  /** Called after a file failed and its row says why (to put a field's issue on that field). */
  onFailure(error: ServiceError): void;
  texts(): { cancelled: string; skipped: string };
  /** Reads a file's first bytes: why its content can never be sent, if so. */
  checkContent(file: File): Promise<ServiceError | undefined>;
  /** Called once when a file's content refuses it (to announce and report it). */
  onRefused(entry: FileEntry): void;
}

/** The controller key of a file's runs: its upload, then the load of the created document. */
const runKey = (key: number) => `file-${key}`;

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export class FileQueue {
  private list: readonly FileEntry[] = [];
  private nextKey = 1;
  /** Each file's content check, started when it is added and awaited again before it is sent. */
  private readonly checks = new Map<number, Promise<ServiceError | undefined>>();

  constructor(
    private readonly host: ReactiveControllerHost & { readonly isConnected: boolean },
    private readonly options: FileQueueOptions,
  ) {}

  /** Every file, oldest first. */
  get entries(): readonly FileEntry[] {
    return this.list;
  }

  private set entries(next: readonly FileEntry[]) {
    this.list = next;
    this.host.requestUpdate();
  }

  count(status: UploadStatus): number {
    return this.list.filter((entry) => entry.status === status).length;
  }

  find(key: number): FileEntry | undefined {
    return this.list.find((entry) => entry.key === key);
  }

  keyOf(file: File): number | undefined {
    return this.list.find((entry) => entry.file === file)?.key;
  }

  /**
   * Adds files, leaving out those already listed and not yet uploaded. A file that `refusalOf`
   * refuses is listed as refused and never sent. Returns the rows added.
   */
  add(files: readonly File[], refusalOf: (file: File) => ServiceError | undefined): FileEntry[] {
    const added: FileEntry[] = [];
    for (const file of files) {
      const known = this.list.some((entry) => entry.status !== 'uploaded' && sameFile(entry.file, file));
      if (known || added.some((entry) => entry.file === file)) continue;
      const refusal = refusalOf(file);
      added.push({ key: this.nextKey++, file, status: refusal ? 'refused' : 'queued', reason: refusal?.message, error: refusal, attempt: 0 });
    }
    if (added.length > 0) this.entries = [...this.list, ...added];
    for (const entry of added) if (entry.status === 'queued') void this.contentRefusal(entry.key);
    return added;
  }

  /**
   * Whether a file's first bytes refuse it; if so, and the first time, its row says why. Async, so
   * a file may be sent before this ends: `send` awaits it too, and nothing goes out first.
   */
  private async contentRefusal(key: number): Promise<ServiceError | undefined> {
    const entry = this.find(key);
    if (!entry) return undefined;
    let check = this.checks.get(key);
    if (!check) this.checks.set(key, (check = this.options.checkContent(entry.file)));
    const refusal = await check;
    const now = this.find(key);
    if (refusal && now && now.status !== 'refused') {
      this.patch(key, { status: 'refused', reason: refusal.message, error: refusal });
      const refused = this.find(key);
      if (refused) this.options.onRefused(refused);
    }
    return refusal;
  }

  /** Takes a file off the list, unless it is on its way. */
  remove(key: number): void {
    if (this.find(key)?.status !== 'uploading') this.checks.delete(key);
    this.entries = this.list.filter((entry) => entry.key !== key || entry.status === 'uploading');
  }

  /** Stops sending a file; its row then says it was cancelled. */
  cancel(key: number): void {
    this.options.ops.abort(runKey(key));
  }

  /** Empties the list, stopping every file on its way. */
  clear(): void {
    for (const entry of this.list) this.options.ops.abort(runKey(entry.key));
    this.checks.clear();
    this.entries = [];
  }

  /**
   * Sends the files of these keys, a few at a time, in order; resolves once each has ended. Once
   * the element is gone, the files not sent yet are not sent at all.
   */
  async sendAll(keys: readonly number[], fields: UploadMetadata): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < keys.length) {
        const key = keys[next++];
        // Removed, or sent by a retry, while earlier files were on their way.
        if (this.find(key)?.status !== 'queued') continue;
        if (this.host.isConnected) await this.send(key, fields);
        else this.patch(key, { status: 'cancelled', reason: this.options.texts().cancelled });
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, keys.length) }, worker));
  }

  /** One file: its own cancelable `svc-submit`, its request, then the document it created. */
  async send(key: number, fields: UploadMetadata): Promise<void> {
    if (!this.find(key) || !this.host.isConnected) return;
    // Nothing goes out before its content is known to be what it claims.
    if (await this.contentRefusal(key)) return;
    const entry = this.find(key);
    if (!entry) return;
    // The element went away while the bytes were read.
    if (!this.host.isConnected) return this.patch(key, { status: 'cancelled', reason: this.options.texts().cancelled });
    const attempt = entry.attempt + 1;
    const body = { ...fields, file: entry.file };
    this.patch(key, { status: 'uploading', attempt, reason: undefined, error: undefined, document: undefined, detailsFailed: false });
    const outcome = await this.options.ops.run(uploadDocument, { body }, { key: runKey(key) });
    if (this.find(key)?.attempt !== attempt) return;
    const texts = this.options.texts();
    switch (outcome.status) {
      case 'success':
        // Sent and stored: a late cancel no longer changes that.
        this.patch(key, { status: 'uploaded', documentId: outcome.value.id });
        return this.loadDetails(key, attempt, outcome.value.id);
      case 'error':
        this.patch(key, { status: 'failed', error: outcome.error, reason: this.options.reasonOf(outcome.error) });
        this.options.onFailure(outcome.error);
        return;
      case 'cancelled':
        this.patch(key, { status: 'cancelled', reason: texts.skipped });
        return;
      default:
        // Cancelled by the person, or the element went away.
        this.patch(key, { status: 'cancelled', reason: texts.cancelled });
    }
  }

  /** What the service now says about the document (its type, status and file name). */
  private async loadDetails(key: number, attempt: number, documentId: string): Promise<void> {
    const outcome = await this.options.ops.run(getDocument, { params: { documentId } }, { key: runKey(key), silent: true });
    if (this.find(key)?.attempt !== attempt) return;
    if (outcome.status === 'success') this.patch(key, { document: outcome.value });
    else if (outcome.status === 'error') this.patch(key, { detailsFailed: true });
  }

  /** "2 of 3 files uploaded." */
  summary(forms: Plural, locale: string): string {
    const total = this.list.length;
    return total === 0 ? '' : plural(forms, total, locale, { uploaded: formatNumber(this.count('uploaded'), locale) });
  }

  private patch(key: number, changes: Partial<FileEntry>): void {
    this.entries = this.list.map((entry) => (entry.key === key ? { ...entry, ...changes } : entry));
  }
}

/** A row as partners see it: no keys, no texts. */
export function publicItem(entry: FileEntry): DocumentUploadItem {
  const { file, status, documentId, document, error } = entry;
  return { file, status, ...(documentId ? { documentId } : {}), ...(document ? { document } : {}), ...(error ? { error } : {}) };
}
