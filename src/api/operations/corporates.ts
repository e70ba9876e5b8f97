/** Corporates: related entities and shares (the KYB verification's request is `kyb.ts`). */
import { createCorporateShareBody, declareCorporateRelatedBody } from '../schemas/corporate.js';
import { defineOperation, idResult, pathIds } from './define.js';

export const declareCorporateRelated = /* @__PURE__ */ defineOperation('declareCorporateRelated', { area: 'Corporates', summary: 'Declare corporate-related entity',
  method: 'POST', path: '/corporates/{corporateId}/related', params: /* @__PURE__ */ pathIds('corporateId'), body: declareCorporateRelatedBody, response: idResult, sca: false,
  kitOwn: ['a corporate info’s `name` or `legalName` (any further field sent as given)', 'an indirect share marked `type: "INDIRECT"` (the spec shows no field of it; any further field sent as given)'],
});

export const createCorporateShare = /* @__PURE__ */ defineOperation('createCorporateShare', { area: 'Corporates', summary: 'Create corporate-related share',
  method: 'POST', path: '/corporate-shares', body: createCorporateShareBody, response: idResult, sca: false,
});
