import { defineElement } from '../define-element.js';
import { SvcKybRequest } from './svc-kyb-request.js';

defineElement('svc-kyb-request', SvcKybRequest);

declare global {
  interface HTMLElementTagNameMap {
    'svc-kyb-request': SvcKybRequest;
  }
}
