import { defineElement } from '../define-element.js';
import { SvcConsumerForm } from './svc-consumer-form.js';

defineElement('svc-consumer-form', SvcConsumerForm);

declare global {
  interface HTMLElementTagNameMap {
    'svc-consumer-form': SvcConsumerForm;
  }
}
