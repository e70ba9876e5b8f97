/** A mandate's update, which only the means to change one send (reading one: mandates.ts). */
import { updateMandateBody } from '../schemas/mandate-update.js';
import { defineOperation, idResult, pathIds } from './define.js';

export const updateMandate = /* @__PURE__ */ defineOperation('updateMandate', { area: 'Mandates', summary: 'Update mandate',
  method: 'PATCH', path: '/mandates/{mandateId}', params: /* @__PURE__ */ pathIds('mandateId'), body: updateMandateBody, response: idResult, sca: false,
  kitOwn: [
    'the PATCH method',
    'the debtor’s `bankingDetails { iban, bic? }` shape (the spec shows no fields)',
    '`<svc-mandate-view>` refuses an expiration date before today (the spec states no such rule)',
  ],
});
