import { defineElement } from '../define-element.js';
import { SvcScaPending } from './svc-sca-pending.js';

defineElement('svc-sca-pending', SvcScaPending);

declare global {
  interface HTMLElementTagNameMap {
    'svc-sca-pending': SvcScaPending;
  }
}
