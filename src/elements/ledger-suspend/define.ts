import { defineElement } from '../define-element.js';
import { SvcLedgerSuspend } from './svc-ledger-suspend.js';

defineElement('svc-ledger-suspend', SvcLedgerSuspend);

declare global {
  interface HTMLElementTagNameMap {
    'svc-ledger-suspend': SvcLedgerSuspend;
  }
}
