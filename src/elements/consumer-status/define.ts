import { defineElement } from '../define-element.js';
import { SvcConsumerStatus } from './svc-consumer-status.js';

defineElement('svc-consumer-status', SvcConsumerStatus);

declare global {
  interface HTMLElementTagNameMap {
    'svc-consumer-status': SvcConsumerStatus;
  }
}
