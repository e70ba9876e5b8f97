import { defineElement } from '../define-element.js';
// The inline SCA wait it embeds.
import '../sca-pending/define.js';
import { SvcCardView } from './svc-card-view.js';

defineElement('svc-card-view', SvcCardView);

declare global {
  interface HTMLElementTagNameMap {
    'svc-card-view': SvcCardView;
  }
}
