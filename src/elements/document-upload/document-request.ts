/**
 * The document request that an upload answers (`document-id`): loaded through the element's
 * `OperationController` once per request and adapter, and shown as a notice that says what is
 * asked (type, note) and whether the request is still open. While it loads, the element says so
 * (`FileListLoader`), as it does until this module is here.
 */
import { getDocument } from '../../api/operations/documents.js';
import { html, nothing } from 'lit';
import { uploadDocumentBody } from '../../api/schemas/document.js';
import type { FetchAdapter } from '../../client/adapter.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import type { OperationController } from '../base/operation.js';

/** The controller key of the load. */
const KEY = 'request';
const documentIdSchema = uploadDocumentBody.shape.documentId;

export class DocumentRequest {
  /** The request whose load was started last, and through which adapter. */
  private requested?: { adapter: FetchAdapter; documentId: string };

  constructor(private readonly ops: OperationController) {}

  /** Starts the load when the request or the adapter changed; a request ID of the wrong form loads nothing. */
  follow(adapter: FetchAdapter | undefined, documentId: string | undefined): void {
    const wanted = adapter && documentId && documentIdSchema.safeParse(documentId).success ? { adapter, documentId } : undefined;
    if (wanted?.adapter === this.requested?.adapter && wanted?.documentId === this.requested?.documentId) return;
    this.requested = wanted;
    if (wanted) void this.ops.run(getDocument, { params: { documentId: wanted.documentId } }, { key: KEY, silent: true });
    else this.ops.abort(KEY);
  }

  /** The element went away and the controller stopped the load: a reconnected element loads again. */
  forget(): void {
    this.requested = undefined;
  }

  /** The load of this request is under way. */
  pending(documentId: string): boolean {
    return this.requested?.documentId === documentId && this.ops.state(KEY).pending;
  }

  render(documentId: string, messages: Catalog) {
    if (this.requested?.documentId !== documentId) return nothing;
    const texts = messages.documentUpload;
    const run = this.ops.state<'getDocument'>(KEY);
    const requested = run.value;
    // Loading (said by the element), or an unknown or unreachable request (the upload will say why, on the file).
    if (run.status !== 'success' || !requested) return nothing;
    return html`<div class="message info request" part="notice">
      <div class="request-type">${format(texts.requested, { type: enumLabel(messages, requested.type) })}</div>
      ${requested.note ? html`<div>${format(texts.requestNote, { note: requested.note })}</div>` : nothing}
      ${requested.status !== 'REQUESTED'
        ? html`<div class="request-closed">${format(texts.requestNotOpen, { status: enumLabel(messages, requested.status) })}</div>`
        : nothing}
    </div>`;
  }
}
