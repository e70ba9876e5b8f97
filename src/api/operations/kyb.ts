/**
 * Corporates: the KYB verification's request, apart from the related entities' and shares'
 * (`corporates.ts`), so that neither page carries the other's schemas.
 */
import { defineOperation, pathIds } from './define.js';

export const requestKybVerification = /* @__PURE__ */ defineOperation('requestKybVerification', { area: 'Corporates', summary: 'Request KYB verification',
  method: 'POST', path: '/corporates/{corporateId}/kyb-verification', params: /* @__PURE__ */ pathIds('corporateId'), response: 'none', sca: false,
});
