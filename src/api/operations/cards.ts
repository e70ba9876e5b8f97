/** Cards: the card list and the PIN and PAN credentials (what the card view runs). */
import { cardPage, cardPin, listCardsQuery, panCredentials } from '../schemas/card.js';
import { defineOperation, pathIds } from './define.js';

export const listCards = /* @__PURE__ */ defineOperation('listCards', { area: 'Cards', summary: 'List cards',
  method: 'GET', path: '/cards', query: listCardsQuery, response: cardPage, sca: false,
});

// PIN and PAN credentials are POSTs so that no cache or prefetch ever replays them.
export const getCardPin = /* @__PURE__ */ defineOperation('getCardPin', { area: 'Cards', summary: 'Get card PIN',
  method: 'POST', path: '/cards/{cardId}/pin', params: /* @__PURE__ */ pathIds('cardId'), response: cardPin, sca: true, kitOwn: ['the POST method'],
});

export const getPanCredentials = /* @__PURE__ */ defineOperation('getPanCredentials', { area: 'Cards', summary: 'Get temporary PAN credentials',
  method: 'POST', path: '/cards/{cardId}/pan-credentials', params: /* @__PURE__ */ pathIds('cardId'), response: panCredentials, sca: true, kitOwn: ['the POST method'],
});
