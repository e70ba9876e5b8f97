/**
 * Sending an upload's files: every ready file on a submit (a second submit while they go gets the
 * same promise), or one failed or cancelled file again on a retry, each only once the element's
 * checks pass; then "2 of 3 files uploaded" and, when every file is, the element's success.
 */
import type { ReactiveControllerHost } from 'lit';
import type { ChosenFiles } from './chosen-files.js';
import type { FileListLoader } from './file-list-loader.js';
import type { DocumentUploadItem } from './file-queue.js';

export interface UploadRunOptions {
  fileList: FileListLoader;
  /**
   * The fields every file is sent with, once they (and, unless for a retry, the files) pass the
   * checks; undefined when they do not (the element has then said why, and nothing is sent).
   */
  checked(retry: boolean): Promise<Record<string, unknown> | undefined>;
  /** "2 of 3 files uploaded." for this list. */
  summaryOf(files: ChosenFiles): string;
  /** Files were sent: the element shows its success if every file is uploaded. */
  sent(): void;
  disabled(): boolean;
}

export class UploadRun {
  /** The files of a submit are on their way. */
  running = false;
  /** "2 of 3 files uploaded", after each submit or retry. */
  summary = '';
  private inflight?: Promise<DocumentUploadItem[] | undefined>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: UploadRunOptions,
  ) {}

  /** Sends every ready file; resolves with their outcome, or undefined when nothing could be sent. */
  submit(): Promise<DocumentUploadItem[] | undefined> {
    if (this.options.disabled()) return Promise.resolve(undefined);
    this.inflight ??= this.sendReady().finally(() => (this.inflight = undefined));
    return this.inflight;
  }

  /** Sends one failed or cancelled file again, with the fields as they are now. Only files of the file list have keys: it is here. */
  async retry(key: number): Promise<DocumentUploadItem | undefined> {
    const files = this.options.fileList.files!;
    const entry = files.queue.find(key);
    if (this.options.disabled() || !entry || (entry.status !== 'failed' && entry.status !== 'cancelled')) return files.items([key])[0];
    const fields = await this.options.checked(true);
    if (fields) {
      this.show({ summary: '' });
      await files.queue.send(key, fields);
      // A submit under way says its own summary when it ends.
      if (!this.running) this.show({ summary: this.options.summaryOf(files) });
      this.options.sent();
    }
    return files.items([key])[0];
  }

  /** The list starts over. */
  reset(): void {
    this.show({ summary: '' });
  }

  private async sendReady(): Promise<DocumentUploadItem[] | undefined> {
    const { fileList } = this.options;
    // Files chosen before the file list arrived are taken in first; without it nothing can be sent.
    if (fileList.waiting.length > 0 && !(await fileList.fetch())) return undefined;
    const fields = await this.options.checked(false);
    if (!fields) return undefined;
    // A file is ready (the checks said so): the file list is here.
    const files = fileList.files!;
    const keys = files.queue.entries.filter((entry) => entry.status === 'queued').map((entry) => entry.key);
    this.show({ running: true, summary: '' });
    try {
      await files.queue.sendAll(keys, fields);
    } finally {
      this.show({ running: false, summary: this.options.summaryOf(files) });
    }
    this.options.sent();
    return files.items(keys);
  }

  private show(changes: Partial<Pick<UploadRun, 'running' | 'summary'>>): void {
    Object.assign(this, changes);
    this.host.requestUpdate();
  }
}
