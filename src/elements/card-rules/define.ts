import { defineElement } from '../define-element.js';
import { SvcCardRules } from './svc-card-rules.js';

defineElement('svc-card-rules', SvcCardRules);

declare global {
  interface HTMLElementTagNameMap {
    'svc-card-rules': SvcCardRules;
  }
}
