/** A ledger's suspension, which only the ledger suspension sends (the list and opening one: ledgers.ts). */
import { suspendLedgerBody } from '../schemas/ledger-suspend.js';
import { defineOperation, pathIds } from './define.js';

export const suspendLedger = /* @__PURE__ */ defineOperation('suspendLedger', { area: 'Ledgers', summary: 'Suspend ledger',
  method: 'POST', path: '/ledgers/{ledgerId}/suspension', params: /* @__PURE__ */ pathIds('ledgerId'), body: suspendLedgerBody, response: 'none', sca: false,
});
