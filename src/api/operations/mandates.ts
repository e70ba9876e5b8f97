/** Direct debit mandates. */
import { mandate, updateMandateBody } from '../schemas/mandates.js';
import { defineOperation, idResult, pathIds } from './define.js';

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
