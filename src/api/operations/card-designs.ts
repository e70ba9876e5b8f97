/** Card designs: their list, which only the card design list reads. */
import { cardDesignPage, listCardDesignsQuery } from '../schemas/card-designs.js';
import { defineOperation } from './define.js';

export const listCardDesigns = /* @__PURE__ */ defineOperation('listCardDesigns', { area: 'Cards', summary: 'List card designs',
  method: 'GET', path: '/card-designs', query: listCardDesignsQuery, response: cardDesignPage, sca: false,
});
