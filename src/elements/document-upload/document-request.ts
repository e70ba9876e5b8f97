/**
 * The document request that an upload answers (`document-id`): loaded by a `KeyedLoadController`
 * keyed by the request and the adapter, through the element's `OperationController`, and shown as a notice that says what is
 * asked (type, note) and whether the request is still open. While it loads, the element says so
 * (`FileListLoaderController`), as it does until this module is here.
 */
import { getDocument } from '../../api/operations/documents.js';
import { html, nothing } from 'lit';
import { uploadDocumentBody } from '../../api/schemas/document.js';
import type { FetchAdapter } from '../../client/adapter.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import type { OperationResult } from '../../api/operations.js';
import { KeyedLoadController, type KeyedLoadHost } from '../base/keyed-load.js';
import type { OperationController } from '../base/operation.js';

/** The controller key of the load. */
const KEY = 'request';
const documentIdSchema = uploadDocumentBody.shape.documentId;

/** What the load needs of the upload. */
export interface DocumentRequestHost extends KeyedLoadHost {
  readonly documentId?: string;
  readonly config?: { adapter?: FetchAdapter };
}

export class DocumentRequest {
  private readonly loader: KeyedLoadController<readonly [string, FetchAdapter], OperationResult<'getDocument'>>;

  constructor(host: DocumentRequestHost, ops: OperationController) {
    this.loader = new KeyedLoadController(host, {
      // A request ID of the wrong form loads nothing.
      key: () => {
        const { documentId } = host;
        const adapter = host.config?.adapter;
        return adapter && documentId && documentIdSchema.safeParse(documentId).success ? ([documentId, adapter] as const) : undefined;
      },
      load: ([documentId], signal) => ops.run(getDocument, { params: { documentId } }, { key: KEY, silent: true, signal }),
    });
  }

  /** The load of this request is under way. */
  pending(documentId: string): boolean {
    return this.loader.pending && this.loaded(documentId);
  }

  /** Whether the latest load is of this request. */
  private loaded(documentId: string): boolean {
    return this.loader.key()?.[0] === documentId;
  }

  render(documentId: string, messages: Catalog) {
    const state = this.loader.state;
    // Loading (said by the element), or an unknown or unreachable request (the upload will say why, on the file).
    if (!this.loaded(documentId) || state.status !== 'complete') return nothing;
    const texts = messages.documentUpload;
    const requested = state.value;
    return html`<div class="message info request" part="notice">
      <div class="request-type">${format(texts.requested, { type: enumLabel(messages, requested.type) })}</div>
      ${requested.note ? html`<div>${format(texts.requestNote, { note: requested.note })}</div>` : nothing}
      ${requested.status !== 'REQUESTED'
        ? html`<div class="request-closed">${format(texts.requestNotOpen, { status: enumLabel(messages, requested.status) })}</div>`
        : nothing}
    </div>`;
  }
}
