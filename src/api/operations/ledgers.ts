/**
 * Ledgers, the accounts of end users: their list, and opening one. Opening one stays beside the list:
 * the ledger creation runs both (the list finds the new ledger's IBAN), and as a module of its own it
 * cost that page a file more (+118 B gzip) for 125 B less on the pages that only list. Suspending one
 * (ledger-suspend.ts) is a module of its own: the ledger suspension runs nothing else.
 */
import { createLedgerBody, ledgerPage, listLedgersQuery } from '../schemas/ledger.js';
import { defineOperation, idResult } from './define.js';

export const listLedgers = /* @__PURE__ */ defineOperation('listLedgers', { area: 'Ledgers', summary: 'List ledgers',
  method: 'GET', path: '/ledgers', query: listLedgersQuery, response: ledgerPage, sca: false,
});

export const createLedger = /* @__PURE__ */ defineOperation('createLedger', { area: 'Ledgers', summary: 'Create ledger',
  method: 'POST', path: '/ledgers', body: createLedgerBody, response: idResult, sca: false,
});
