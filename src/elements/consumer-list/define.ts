import { defineElement } from '../define-element.js';
import { SvcConsumerList } from './svc-consumer-list.js';

defineElement('svc-consumer-list', SvcConsumerList);

declare global {
  interface HTMLElementTagNameMap {
    'svc-consumer-list': SvcConsumerList;
  }
}
