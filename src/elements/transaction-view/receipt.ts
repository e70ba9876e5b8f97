/**
 * The receipt of <svc-transaction-view>: Create transaction receipt answers a PDF link with a time
 * to live, counted from when the receipt was asked for. The link is used while it lives; once it has
 * run out it is asked for again, never reused. A link is followed only when absolute https (on a
 * host of `download-hosts`, when given), or a `blob:` link of this page from the in-page sandbox.
 * Before anything is saved, the cancelable `svc-receipt-download` lets the partner take over.
 */
import type { ReactiveControllerHost } from 'lit';
import type { ServiceError } from '../../api/errors.js';
import { durationToMs } from '../../api/formats/duration-ms.js';
import { createTransactionReceipt } from '../../api/operations/transactions.js';
import type { OperationController } from '../base/operation.js';
import { hostList, safeDownloadUrl } from '../base/backend-url.js';
import { saveLink } from '../document/save-link.js';
import { SvcReceiptDownloadEvent } from './events.js';

export interface ReceiptHost extends ReactiveControllerHost, EventTarget {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly downloadHosts?: string;
  readonly config?: { adapter?: { readonly sandbox: boolean } };
}

/** What the last press of the button came to. */
export type ReceiptOutcome = { kind: 'saved' } | { kind: 'failed'; error: ServiceError } | { kind: 'unsafe' };

export class TransactionReceipt {
  private link?: { transactionId: string; url: string; expiresAt: number };
  /** A receipt is being asked for. */
  busy = false;
  outcome?: ReceiptOutcome;

  constructor(
    private readonly host: ReceiptHost,
    private readonly ops: OperationController,
    /** The clock the link's time to live is judged by. */
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Another transaction or adapter: the link and the outcome go. */
  forget(): void {
    this.link = undefined;
    this.outcome = undefined;
  }

  async download(transactionId: string): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.outcome = undefined;
    this.host.requestUpdate();
    try {
      const url = this.liveLink(transactionId) ?? (await this.freshLink(transactionId));
      if (url) this.save(transactionId, url);
    } finally {
      this.busy = false;
      this.host.requestUpdate();
    }
  }

  private liveLink(transactionId: string): string | undefined {
    const link = this.link;
    if (link && link.transactionId === transactionId && link.expiresAt > this.now()) return link.url;
    this.link = undefined;
    return undefined;
  }

  private async freshLink(transactionId: string): Promise<string | undefined> {
    const asked = this.now();
    const outcome = await this.ops.run(createTransactionReceipt, { params: { transactionId } }, { key: `receipt:${transactionId}` });
    if (outcome.status === 'error') this.outcome = { kind: 'failed', error: outcome.error };
    if (outcome.status !== 'success') return undefined;
    const { url: given, ttl } = outcome.value;
    const sandboxBlob = this.host.config?.adapter?.sandbox && given.startsWith(`blob:${location.origin}/`);
    const url = sandboxBlob ? given : safeDownloadUrl(given, hostList(this.host.downloadHosts));
    if (!url) {
      this.outcome = { kind: 'unsafe' };
      return undefined;
    }
    const life = durationToMs(ttl);
    // A link without a usable time to live is used this once.
    if (life !== null && life > 0) this.link = { transactionId, url, expiresAt: asked + life };
    return url;
  }

  private save(transactionId: string, url: string): void {
    const fileName = `receipt-${transactionId}.pdf`;
    this.outcome = { kind: 'saved' };
    if (!this.host.dispatchEvent(new SvcReceiptDownloadEvent({ transactionId, url, fileName }))) return;
    saveLink(this.host.renderRoot, url, fileName);
  }
}
