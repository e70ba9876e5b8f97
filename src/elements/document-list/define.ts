import { defineElement } from '../define-element.js';
import { SvcDocumentList } from './svc-document-list.js';

defineElement('svc-document-list', SvcDocumentList);

declare global {
  interface HTMLElementTagNameMap {
    'svc-document-list': SvcDocumentList;
  }
}
