/** Ledgers: the accounts of end users. */
import { createLedgerBody, ledgerPage, listLedgersQuery, suspendLedgerBody } from '../schemas/ledger.js';
import { defineOperation, idResult, pathIds } from './define.js';

export const listLedgers = /* @__PURE__ */ defineOperation('listLedgers', { area: 'Ledgers', summary: 'List ledgers',
  method: 'GET', path: '/ledgers', query: listLedgersQuery, response: ledgerPage, sca: false,
});

export const createLedger = /* @__PURE__ */ defineOperation('createLedger', { area: 'Ledgers', summary: 'Create ledger',
  method: 'POST', path: '/ledgers', body: createLedgerBody, response: idResult, sca: false,
});

export const suspendLedger = /* @__PURE__ */ defineOperation('suspendLedger', { area: 'Ledgers', summary: 'Suspend ledger',
  method: 'POST', path: '/ledgers/{ledgerId}/suspension', params: /* @__PURE__ */ pathIds('ledgerId'), body: suspendLedgerBody, response: 'none', sca: false,
});
