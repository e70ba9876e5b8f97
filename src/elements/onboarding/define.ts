import { defineElement } from '../define-element.js';
import { SvcOnboarding } from './svc-onboarding.js';

defineElement('svc-onboarding', SvcOnboarding);

declare global {
  interface HTMLElementTagNameMap {
    'svc-onboarding': SvcOnboarding;
  }
}
