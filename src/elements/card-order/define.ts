import { defineElement } from '../define-element.js';
import { SvcCardOrder } from './svc-card-order.js';

defineElement('svc-card-order', SvcCardOrder);

declare global {
  interface HTMLElementTagNameMap {
    'svc-card-order': SvcCardOrder;
  }
}
