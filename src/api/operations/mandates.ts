/** Direct debit mandates, as read (their update, which only changing one needs: mandate-update.ts). */
import { mandate } from '../schemas/mandates.js';
import { defineOperation, pathIds } from './define.js';

export const getMandate = /* @__PURE__ */ defineOperation('getMandate', { area: 'Mandates', summary: 'Get mandate',
  method: 'GET', path: '/mandates/{mandateId}', params: /* @__PURE__ */ pathIds('mandateId'), response: mandate, sca: false,
});
