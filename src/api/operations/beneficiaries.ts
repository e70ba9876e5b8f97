/** Beneficiaries: the people and companies end users pay (reading one is `beneficiary-read.ts`). */
import { createBeneficiaryBody, patchBeneficiaryBody } from '../schemas/beneficiary.js';
import { defineOperation, idResult, pathIds } from './define.js';

export const createBeneficiary = /* @__PURE__ */ defineOperation('createBeneficiary', { area: 'Beneficiaries', summary: 'Create beneficiary',
  method: 'POST', path: '/beneficiaries', body: createBeneficiaryBody, response: idResult, sca: true,
  kitOwn: ['GBP details `accountNumber`, `sortCode`; USD details `accountNumber`, `routingNumber` (any further field sent as given)'],
});

export const patchBeneficiary = /* @__PURE__ */ defineOperation('patchBeneficiary', { area: 'Beneficiaries', summary: 'Patch beneficiary',
  method: 'PATCH', path: '/beneficiaries/{beneficiaryId}', params: /* @__PURE__ */ pathIds('beneficiaryId'), body: patchBeneficiaryBody, response: idResult, sca: true,
});
