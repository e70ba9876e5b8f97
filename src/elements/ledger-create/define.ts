import { defineElement } from '../define-element.js';
import { SvcLedgerCreate } from './svc-ledger-create.js';

defineElement('svc-ledger-create', SvcLedgerCreate);

declare global {
  interface HTMLElementTagNameMap {
    'svc-ledger-create': SvcLedgerCreate;
  }
}
