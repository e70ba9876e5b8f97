import { defineElement } from '../define-element.js';
import { SvcLedgerList } from './svc-ledger-list.js';

defineElement('svc-ledger-list', SvcLedgerList);

declare global {
  interface HTMLElementTagNameMap {
    'svc-ledger-list': SvcLedgerList;
  }
}
