/** The event of the hosted payment page about to open (its detail and the acquiring events' map: `events.ts`). */
import type { SvcPaymentPageDetail } from './events.js';

/**
 * The hosted payment page is about to open (right after `svc-success`). Cancel it
 * (`preventDefault()`) to open it yourself, within its time to live; the element then offers its link.
 */
export class SvcPaymentPageEvent extends CustomEvent<SvcPaymentPageDetail> {
  constructor(detail: SvcPaymentPageDetail) {
    super('svc-payment-page', { bubbles: true, composed: true, cancelable: true, detail });
  }
}
