import { defineElement } from '../define-element.js';
import { SvcCorporateRelatedForm } from './svc-corporate-related-form.js';

defineElement('svc-corporate-related-form', SvcCorporateRelatedForm);

declare global {
  interface HTMLElementTagNameMap {
    'svc-corporate-related-form': SvcCorporateRelatedForm;
  }
}
