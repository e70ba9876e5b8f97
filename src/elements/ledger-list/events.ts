/** The events <svc-ledger-list> fires besides the kit's shared ones. */
import type { Ledger } from '../../api/schemas/ledger.js';

export interface SvcLedgerSelectDetail {
  /** The ledger as the service listed it. */
  ledger: Ledger;
}

/** A person chose a ledger in the list (click, Enter or Space). */
export class SvcLedgerSelectEvent extends CustomEvent<SvcLedgerSelectDetail> {
  constructor(ledger: Ledger) {
    super('svc-ledger-select', { bubbles: true, composed: true, detail: { ledger } });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-ledger-select': SvcLedgerSelectEvent;
  }
}
