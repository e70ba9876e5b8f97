/** Transactions and their receipts. */
import { receipt, transaction } from '../schemas/transactions.js';
import { defineOperation, pathIds } from './define.js';

export const getTransaction = /* @__PURE__ */ defineOperation('getTransaction', { area: 'Transactions', summary: 'Get transaction',
  method: 'GET', path: '/transactions/{transactionId}', params: /* @__PURE__ */ pathIds('transactionId'), response: transaction, sca: false,
});

export const createTransactionReceipt = /* @__PURE__ */ defineOperation('createTransactionReceipt', { area: 'Transactions', summary: 'Create transaction receipt',
  method: 'POST', path: '/transactions/{transactionId}/receipt', params: /* @__PURE__ */ pathIds('transactionId'), response: receipt, sca: false,
});
