import { defineElement } from '../define-element.js';
import { SvcMandateView } from './svc-mandate-view.js';

defineElement('svc-mandate-view', SvcMandateView);

declare global {
  interface HTMLElementTagNameMap {
    'svc-mandate-view': SvcMandateView;
  }
}
