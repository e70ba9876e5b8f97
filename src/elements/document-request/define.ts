import { defineElement } from '../define-element.js';
import { SvcDocumentRequest } from './svc-document-request.js';

defineElement('svc-document-request', SvcDocumentRequest);

declare global {
  interface HTMLElementTagNameMap {
    'svc-document-request': SvcDocumentRequest;
  }
}
