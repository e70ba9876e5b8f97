/**
 * Beneficiaries: reading a stored one, apart from creating and changing (`beneficiaries.ts`), so that
 * a page that only creates beneficiaries carries neither this operation nor the record it answers with.
 */
import { beneficiary } from '../schemas/beneficiary-record.js';
import { defineOperation, pathIds } from './define.js';

export const getBeneficiary = /* @__PURE__ */ defineOperation('getBeneficiary', { area: 'Beneficiaries', summary: 'Get beneficiary',
  method: 'GET', path: '/beneficiaries/{beneficiaryId}', params: /* @__PURE__ */ pathIds('beneficiaryId'), response: beneficiary, sca: false,
});
