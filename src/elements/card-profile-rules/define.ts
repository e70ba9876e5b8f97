import { defineElement } from '../define-element.js';
import { SvcCardProfileRules } from './svc-card-profile-rules.js';

defineElement('svc-card-profile-rules', SvcCardProfileRules);

declare global {
  interface HTMLElementTagNameMap {
    'svc-card-profile-rules': SvcCardProfileRules;
  }
}
