/** Acquiring: payments, account loads and the external cards they may use. */
import { acquiringAccountLoadBody, acquiringPaymentBody, acquiringResult, externalCardPage, listExternalCardsQuery } from '../schemas/acquiring.js';
import { defineOperation } from './define.js';

export const initiateAcquiringPayment = /* @__PURE__ */ defineOperation('initiateAcquiringPayment', { area: 'Acquiring', summary: 'Initiate acquiring payment',
  method: 'POST', path: '/acquiring/payments', body: acquiringPaymentBody, response: acquiringResult, sca: false,
});

export const initiateAcquiringAccountLoad = /* @__PURE__ */ defineOperation('initiateAcquiringAccountLoad', { area: 'Acquiring', summary: 'Initiate acquiring account load',
  method: 'POST', path: '/acquiring/account-loads', body: acquiringAccountLoadBody, response: acquiringResult, sca: false,
});

export const listExternalCards = /* @__PURE__ */ defineOperation('listExternalCards', { area: 'Acquiring', summary: 'List external cards',
  method: 'GET', path: '/external-cards', query: listExternalCardsQuery, response: externalCardPage, sca: false,
});
