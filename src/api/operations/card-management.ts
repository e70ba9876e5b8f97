/** Card creation (the designs' list: card-designs.ts; the rules' operations: card-rules.ts). */
import { createCardBody } from '../schemas/card-management.js';
import { defineOperation, idResult } from './define.js';

export const createCard = /* @__PURE__ */ defineOperation('createCard', { area: 'Cards', summary: 'Create card',
  method: 'POST', path: '/cards', body: createCardBody, response: idResult, sca: true,
});
