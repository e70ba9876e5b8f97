import { defineElement } from '../define-element.js';
import { SvcPartnerUserList } from './svc-partner-user-list.js';

defineElement('svc-partner-user-list', SvcPartnerUserList);

declare global {
  interface HTMLElementTagNameMap {
    'svc-partner-user-list': SvcPartnerUserList;
  }
}
