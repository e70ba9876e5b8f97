import { defineElement } from '../define-element.js';
import { SvcBeneficiaryForm } from './svc-beneficiary-form.js';

defineElement('svc-beneficiary-form', SvcBeneficiaryForm);

declare global {
  interface HTMLElementTagNameMap {
    'svc-beneficiary-form': SvcBeneficiaryForm;
  }
}
