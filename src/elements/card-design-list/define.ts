import { defineElement } from '../define-element.js';
import { SvcCardDesignList } from './svc-card-design-list.js';

defineElement('svc-card-design-list', SvcCardDesignList);

declare global {
  interface HTMLElementTagNameMap {
    'svc-card-design-list': SvcCardDesignList;
  }
}
