import { defineElement } from '../define-element.js';
import { SvcProvider } from './svc-provider.js';

defineElement('svc-provider', SvcProvider);

declare global {
  interface HTMLElementTagNameMap {
    'svc-provider': SvcProvider;
  }
}
