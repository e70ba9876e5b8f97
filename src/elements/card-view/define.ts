import { defineElement } from '../define-element.js';
import { SvcCardView } from './svc-card-view.js';

defineElement('svc-card-view', SvcCardView);

declare global {
  interface HTMLElementTagNameMap {
    'svc-card-view': SvcCardView;
  }
}
