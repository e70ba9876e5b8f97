/**
 * The events <svc-acquiring-payment> and <svc-account-load> fire besides the kit's four. Each class
 * lives beside what fires it: the return's in `return.ts`, which an element fetches on demand.
 */
import type { AcquiringOutcome } from '../../api/acquiring-return.js';
import type { OperationName } from '../../api/operations.js';
import type { OpenIn } from './hosted-page.js';
import type { SvcAcquiringReturnEvent } from './return.js';
import type { SvcPaymentPageEvent } from './page-event.js';

export { SvcPaymentPageEvent } from './page-event.js';
export { SvcAcquiringReturnEvent } from './return.js';

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

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-payment-page': SvcPaymentPageEvent;
    'svc-acquiring-return': SvcAcquiringReturnEvent;
  }
}
