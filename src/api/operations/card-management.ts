/** Card management: card creation and card designs (the rules' operations: card-rules.ts). */
import { cardDesignPage, createCardBody, listCardDesignsQuery } from '../schemas/card-management.js';
import { defineOperation, idResult } from './define.js';

export const createCard = /* @__PURE__ */ defineOperation('createCard', { area: 'Cards', summary: 'Create card',
  method: 'POST', path: '/cards', body: createCardBody, response: idResult, sca: true,
});

export const listCardDesigns = /* @__PURE__ */ defineOperation('listCardDesigns', { area: 'Cards', summary: 'List card designs',
  method: 'GET', path: '/card-designs', query: listCardDesignsQuery, response: cardDesignPage, sca: false,
});
