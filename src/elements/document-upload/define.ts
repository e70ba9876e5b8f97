import { defineElement } from '../define-element.js';
import { SvcDocumentUpload } from './svc-document-upload.js';

defineElement('svc-document-upload', SvcDocumentUpload);

declare global {
  interface HTMLElementTagNameMap {
    'svc-document-upload': SvcDocumentUpload;
  }
}
