import { defineElement } from '../define-element.js';
import { SvcExternalCardList } from './svc-external-card-list.js';

defineElement('svc-external-card-list', SvcExternalCardList);

declare global {
  interface HTMLElementTagNameMap {
    'svc-external-card-list': SvcExternalCardList;
  }
}
