import { defineElement } from '../define-element.js';
import { SvcCompanyOnboarding } from './svc-company-onboarding.js';

defineElement('svc-company-onboarding', SvcCompanyOnboarding);

declare global {
  interface HTMLElementTagNameMap {
    'svc-company-onboarding': SvcCompanyOnboarding;
  }
}
