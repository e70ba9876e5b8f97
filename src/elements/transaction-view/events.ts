/** The events <svc-transaction-view> fires besides the kit's shared ones. */

export interface SvcReceiptDownloadDetail {
  /** The transaction the receipt is of. */
  transactionId: string;
  /** The receipt's link (a PDF), within its time to live. */
  url: string;
  /** The name the receipt is saved under. */
  fileName: string;
}

/** A receipt is about to be downloaded; cancel it to show the PDF another way. */
export class SvcReceiptDownloadEvent extends CustomEvent<SvcReceiptDownloadDetail> {
  constructor(detail: SvcReceiptDownloadDetail) {
    super('svc-receipt-download', { bubbles: true, composed: true, cancelable: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-receipt-download': SvcReceiptDownloadEvent;
  }
}
