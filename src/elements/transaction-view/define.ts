import { defineElement } from '../define-element.js';
import { SvcTransactionView } from './svc-transaction-view.js';

defineElement('svc-transaction-view', SvcTransactionView);

declare global {
  interface HTMLElementTagNameMap {
    'svc-transaction-view': SvcTransactionView;
  }
}
