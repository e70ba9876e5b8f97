/** The events <svc-document-list> fires besides the kit's shared ones. */
import type { DocumentListItem } from '../../api/schemas/document.js';

export interface SvcDocumentDownloadDetail {
  /** The document as the list shows it. */
  document: DocumentListItem;
  /** The record's link (`source: 'link'`). */
  url?: string;
  /** The file itself (`source: 'file'`). */
  file?: Blob;
  source: 'link' | 'file';
  /** The name to save it under. */
  fileName: string;
}

/** A download is about to be saved; cancel it to show the file another way. */
export class SvcDocumentDownloadEvent extends CustomEvent<SvcDocumentDownloadDetail> {
  constructor(detail: SvcDocumentDownloadDetail) {
    super('svc-document-download', { bubbles: true, composed: true, cancelable: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-document-download': SvcDocumentDownloadEvent;
  }
}
