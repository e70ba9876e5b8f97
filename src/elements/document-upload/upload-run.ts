/**
 * Sending the files of an upload's list: every ready file on a submit, or one failed or cancelled
 * file again on a retry, each only once the element's checks pass; then "2 of 3 files uploaded"
 * and, when every file is, the element's success. Part of the file list, fetched on demand: there
 * is nothing to send before it is here.
 */
import type { ReactiveControllerHost } from 'lit';
import type { DocumentUploadItem, FileQueue } from './file-queue.js';
import type { UploadMetadata } from './metadata.js';

export interface UploadRunOptions {
  /**
   * The fields every file is sent with, once they (and, unless for a retry, the files) pass the
   * element's checks; undefined when they do not (the element has then said why, and nothing is sent).
   */
  checked(retry: boolean): Promise<UploadMetadata | undefined>;
  /** Files were sent: the element shows its success if every file is uploaded. */
  sent(): void;
  disabled(): boolean;
}

export class UploadRun {
  /** The files of a submit are on their way. */
  running = false;
  /** "2 of 3 files uploaded", after each submit or retry. */
  summary = '';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly files: {
      queue: FileQueue;
      items(keys?: readonly number[]): DocumentUploadItem[];
      /** "2 of 3 files uploaded." */
      summary(): string;
    },
    private readonly options: UploadRunOptions,
  ) {}

  /** Sends every ready file; resolves with their outcome, or undefined when the checks refused. */
  async submit(): Promise<DocumentUploadItem[] | undefined> {
    const fields = await this.options.checked(false);
    if (!fields) return undefined;
    const { queue } = this.files;
    const keys = queue.entries.filter((entry) => entry.status === 'queued').map((entry) => entry.key);
    this.show(true, '');
    try {
      await queue.sendAll(keys, fields);
    } finally {
      this.show(false, this.files.summary());
    }
    this.options.sent();
    return this.files.items(keys);
  }

  /** Sends one failed or cancelled file again, with the fields as they are now. */
  async retry(key: number): Promise<DocumentUploadItem | undefined> {
    const entry = this.files.queue.find(key);
    if (!this.options.disabled() && (entry?.status === 'failed' || entry?.status === 'cancelled')) {
      const fields = await this.options.checked(true);
      if (fields) {
        this.show(this.running, '');
        await this.files.queue.send(key, fields);
        // A submit under way says its own summary when it ends.
        if (!this.running) this.show(false, this.files.summary());
        this.options.sent();
      }
    }
    return this.files.items([key])[0];
  }

  /** The list starts over. */
  reset(): void {
    this.show(this.running, '');
  }

  private show(running: boolean, summary: string): void {
    this.running = running;
    this.summary = summary;
    this.host.requestUpdate();
  }
}
