/**
 * Downloads of <svc-document-list>: the link of the document's record (Get document) for as long
 * as its time to live lasts, counted from when the record was asked for; a link that has run out
 * is asked for again. A link is followed only when absolute https (on a host of `download-hosts`,
 * when given). A record without a usable link falls back to the file operation (Download a
 * document file). Before anything is saved, the element fires the cancelable
 * `svc-document-download`, so a partner can show the file its own way.
 */
import type { ReactiveControllerHost } from 'lit';
import type { ServiceError } from '../../api/errors.js';
import { durationToMs } from '../../api/formats/duration-ms.js';
import { downloadDocument, getDocument } from '../../api/operations/documents.js';
import type { DocumentListItem } from '../../api/schemas/document.js';
import type { OperationController } from '../base/operation.js';
import { hostList, safeDownloadUrl } from '../base/backend-url.js';
import { saveLink } from '../document/save-link.js';
import { SvcDocumentDownloadEvent, type SvcDocumentDownloadDetail } from './events.js';

export interface DownloadHost extends ReactiveControllerHost, EventTarget {
  readonly renderRoot: HTMLElement | DocumentFragment;
  /** The hosts a download link may lead to (space-separated); empty: any https host. */
  readonly downloadHosts?: string;
  readonly config?: { adapter?: { readonly sandbox: boolean } };
}

/** How long a file fetched through the file operation stays saveable once handed over. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/**
 * A record's link the list may follow: absolute https (on an allowed host), or, from the in-memory
 * sandbox only, a `blob:` link of this page's own origin (the sandbox's files live in the page).
 */
function usableLink(host: DownloadHost, url: string | undefined): string | undefined {
  if (host.config?.adapter?.sandbox && url?.startsWith(`blob:${location.origin}/`)) return url;
  return safeDownloadUrl(url, hostList(host.downloadHosts)) ? url : undefined;
}

const fileNameOf = (document: DocumentListItem): string => document.fileName || document.friendlyName || document.id;

export class DocumentDownloads {
  /** Links still within their time to live, by document id. */
  private readonly links = new Map<string, { url: string; expiresAt: number }>();
  /** Documents whose download is under way. */
  private readonly busy = new Set<string>();
  /** The last failure of each document's download. */
  private readonly failures = new Map<string, ServiceError>();

  constructor(
    private readonly host: DownloadHost,
    private readonly ops: OperationController,
    /** The clock the links' time to live is judged by. */
    private readonly now: () => number = () => Date.now(),
  ) {}

  isBusy(id: string): boolean {
    return this.busy.has(id);
  }

  failure(id: string): ServiceError | undefined {
    return this.failures.get(id);
  }

  /** Everything known goes: another adapter, another end-user. */
  forget(): void {
    this.links.clear();
    this.failures.clear();
  }

  async download(document: DocumentListItem): Promise<void> {
    const { id } = document;
    if (this.busy.has(id)) return;
    this.busy.add(id);
    this.failures.delete(id);
    this.host.requestUpdate();
    try {
      const url = this.validLink(id) ?? (await this.freshLink(id));
      if (url === null) return;
      if (url) return this.hand({ document, url, source: 'link', fileName: fileNameOf(document) });
      const outcome = await this.ops.run(downloadDocument, { params: { documentId: id } }, { key: `file:${id}` });
      if (outcome.status === 'error') this.failures.set(id, outcome.error);
      if (outcome.status !== 'success') return;
      this.hand({ document, file: outcome.value, source: 'file', fileName: fileNameOf(document) });
    } finally {
      this.busy.delete(id);
      this.host.requestUpdate();
    }
  }

  private validLink(id: string): string | undefined {
    const link = this.links.get(id);
    if (link && link.expiresAt > this.now()) return link.url;
    this.links.delete(id);
    return undefined;
  }

  /** The record's link (kept while its time to live lasts); undefined: none; null: the record could not be had. */
  private async freshLink(id: string): Promise<string | undefined | null> {
    const asked = this.now();
    const outcome = await this.ops.run(getDocument, { params: { documentId: id } }, { key: `get:${id}` });
    if (outcome.status === 'error') this.failures.set(id, outcome.error);
    if (outcome.status !== 'success') return null;
    const link = outcome.value.download;
    const url = usableLink(this.host, link?.url);
    if (!link || !url) return undefined;
    const ttl = link.ttl === undefined ? null : durationToMs(link.ttl);
    // A link without a time to live is used once, and asked for again next time.
    if (ttl !== null && ttl > 0) this.links.set(id, { url, expiresAt: asked + ttl });
    return url;
  }

  /** Tells the partner, then saves the file unless they took it over. */
  private hand(detail: SvcDocumentDownloadDetail): void {
    if (!this.host.dispatchEvent(new SvcDocumentDownloadEvent(detail))) return;
    const href = detail.url ?? (detail.file && URL.createObjectURL(detail.file));
    if (!href) return;
    saveLink(this.host.renderRoot, href, detail.fileName);
    if (!detail.url) setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
  }
}
