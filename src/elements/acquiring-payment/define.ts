import { defineElement } from '../define-element.js';
import { SvcAcquiringPayment } from './svc-acquiring-payment.js';

defineElement('svc-acquiring-payment', SvcAcquiringPayment);

declare global {
  interface HTMLElementTagNameMap {
    'svc-acquiring-payment': SvcAcquiringPayment;
  }
}
