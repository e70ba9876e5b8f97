/** The events <svc-acquiring-payment> and <svc-account-load> fire besides the kit's four. */
import type { AcquiringOutcome } from '../../api/acquiring-return.js';
import type { OperationName } from '../../api/operations.js';
import type { OpenIn } from './hosted-page.js';

export interface SvcPaymentPageDetail {
  operation: OperationName;
  /** The acquiring transaction. */
  id: string;
  /** The hosted payment page. */
  url: string;
  /** When the page may no longer be opened (ms since the epoch; `Infinity` when the answer gave no `ttl`). */
  expiresAt: number;
  /** Where the element opens it: the `open-in` attribute. */
  openIn: OpenIn;
}

export interface SvcAcquiringReturnDetail {
  operation: OperationName;
  /** How the payment ended, as the return page said it. */
  outcome: AcquiringOutcome;
  /** The acquiring transaction, when the return page named it. */
  id?: string;
}

const init = { bubbles: true, composed: true } as const;

/**
 * The hosted payment page is about to open (right after `svc-success`). Cancel it
 * (`preventDefault()`) to open it yourself, within its time to live; the element then offers its link.
 */
export class SvcPaymentPageEvent extends CustomEvent<SvcPaymentPageDetail> {
  constructor(detail: SvcPaymentPageDetail) {
    super('svc-payment-page', { ...init, cancelable: true, detail });
  }
}

/** The person came back from the hosted payment page: paid or failed. */
export class SvcAcquiringReturnEvent extends CustomEvent<SvcAcquiringReturnDetail> {
  constructor(detail: SvcAcquiringReturnDetail) {
    super('svc-acquiring-return', { ...init, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-payment-page': SvcPaymentPageEvent;
    'svc-acquiring-return': SvcAcquiringReturnEvent;
  }
}
