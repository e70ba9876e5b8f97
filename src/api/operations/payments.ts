/** Payments: acquiring and external cards, direct debit mandates, transactions. */
import {
  acquiringAccountLoadBody, acquiringPaymentBody, acquiringResult, externalCardPage, listExternalCardsQuery, mandate, receipt,
  transaction, updateMandateBody,
} from '../schemas/payments.js';
import { defineOperation, idResult, pathIds } from './define.js';

// Acquiring and external cards

export const initiateAcquiringPayment = /* @__PURE__ */ defineOperation('initiateAcquiringPayment', { area: 'Acquiring', summary: 'Initiate acquiring payment',
  method: 'POST', path: '/acquiring/payments', body: acquiringPaymentBody, response: acquiringResult, sca: false,
});

export const initiateAcquiringAccountLoad = /* @__PURE__ */ defineOperation('initiateAcquiringAccountLoad', { area: 'Acquiring', summary: 'Initiate acquiring account load',
  method: 'POST', path: '/acquiring/account-loads', body: acquiringAccountLoadBody, response: acquiringResult, sca: false,
});

export const listExternalCards = /* @__PURE__ */ defineOperation('listExternalCards', { area: 'Acquiring', summary: 'List external cards',
  method: 'GET', path: '/external-cards', query: listExternalCardsQuery, response: externalCardPage, sca: false,
});

// Direct debit mandates

export const getMandate = /* @__PURE__ */ defineOperation('getMandate', { area: 'Mandates', summary: 'Get mandate',
  method: 'GET', path: '/mandates/{mandateId}', params: /* @__PURE__ */ pathIds('mandateId'), response: mandate, sca: false,
});

export const updateMandate = /* @__PURE__ */ defineOperation('updateMandate', { area: 'Mandates', summary: 'Update mandate',
  method: 'PATCH', path: '/mandates/{mandateId}', params: /* @__PURE__ */ pathIds('mandateId'), body: updateMandateBody, response: idResult, sca: false,
  kitOwn: [
    'the PATCH method',
    'the debtor’s `bankingDetails { iban, bic? }` shape (the spec shows no fields)',
    '`<svc-mandate-view>` refuses an expiration date before today (the spec states no such rule)',
  ],
});

// Transactions

export const getTransaction = /* @__PURE__ */ defineOperation('getTransaction', { area: 'Transactions', summary: 'Get transaction',
  method: 'GET', path: '/transactions/{transactionId}', params: /* @__PURE__ */ pathIds('transactionId'), response: transaction, sca: false,
});

export const createTransactionReceipt = /* @__PURE__ */ defineOperation('createTransactionReceipt', { area: 'Transactions', summary: 'Create transaction receipt',
  method: 'POST', path: '/transactions/{transactionId}/receipt', params: /* @__PURE__ */ pathIds('transactionId'), response: receipt, sca: false,
});
