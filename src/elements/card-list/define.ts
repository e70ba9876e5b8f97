import { defineElement } from '../define-element.js';
import { SvcCardList } from './svc-card-list.js';

defineElement('svc-card-list', SvcCardList);

declare global {
  interface HTMLElementTagNameMap {
    'svc-card-list': SvcCardList;
  }
}
