import { defineElement } from '../registry.js';
import { SvcScaPending } from './svc-sca-pending.js';

defineElement('svc-sca-pending', SvcScaPending);

declare global {
  interface HTMLElementTagNameMap {
    'svc-sca-pending': SvcScaPending;
  }
}
