/**
 * Ledgers, the accounts of end users: their list, and opening one. Opening one stays beside the list:
 * the ledger creation runs both (the list finds the new ledger's IBAN), and as a module of its own it
 * cost that page a file more (+118 B gzip) for 125 B less on the pages that only list. Suspending one
 * (ledger-suspend.ts) is a module of its own: the ledger suspension runs nothing else. The query of
 * a form's accounts' picker is here too: the card order sends it at first paint, the top-up once its
 * accounts' module is here, and both take List ledgers with it (a module of its own cost the card
 * order's page a file more).
 */
import { LIMITS } from '../limits.js';
import { createLedgerBody, ledgerPage, listLedgersQuery } from '../schemas/ledger.js';
import { defineOperation, idResult } from './define.js';

export const listLedgers = /* @__PURE__ */ defineOperation('listLedgers', { area: 'Ledgers', summary: 'List ledgers',
  method: 'GET', path: '/ledgers', query: listLedgersQuery, response: ledgerPage, sca: false,
});

export const createLedger = /* @__PURE__ */ defineOperation('createLedger', { area: 'Ledgers', summary: 'Create ledger',
  method: 'POST', path: '/ledgers', body: createLedgerBody, response: idResult, sca: false,
});

/** The List ledgers query of a form's accounts' picker: one page of the end-user's active ledgers, newest first (all a partner's when none is named). */
export function activeLedgersQuery(endUserId: string | undefined) {
  return {
    status: ['ACTIVE' as const],
    sortAttribute: 'CREATION_DATE' as const,
    sortDirection: 'DESC' as const,
    pageSize: LIMITS.pageSize.max,
    ...(endUserId ? { endUserId } : {}),
  };
}
