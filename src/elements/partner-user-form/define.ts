import { defineElement } from '../define-element.js';
import { SvcPartnerUserForm } from './svc-partner-user-form.js';

defineElement('svc-partner-user-form', SvcPartnerUserForm);

declare global {
  interface HTMLElementTagNameMap {
    'svc-partner-user-form': SvcPartnerUserForm;
  }
}
