/** Cards: card rules, card profile default rules, cards, their PIN and PAN credentials, and designs. */
import {
  cardDesignPage, cardPage, cardPin, cardProfileRulePath, cardRuleBody, cardRulePath, createCardBody, listCardDesignsQuery,
  listCardsQuery, panCredentials, removeCardRuleQuery,
} from '../schemas/card.js';
import { defineOperation, idResult, pathIds } from './define.js';

export const putCardRule = /* @__PURE__ */ defineOperation('putCardRule', {
  area: 'Cards', summary: 'Create or replace card rule', method: 'PUT', path: '/cards/{cardId}/rules/{ruleType}',
  params: cardRulePath, body: cardRuleBody, response: 'none', sca: true,
});

export const removeCardRule = /* @__PURE__ */ defineOperation('removeCardRule', {
  area: 'Cards', summary: 'Remove card rule', method: 'DELETE', path: '/cards/{cardId}/rules/{ruleType}',
  params: cardRulePath, query: removeCardRuleQuery, response: 'none', sca: true,
});

export const putCardProfileRule = /* @__PURE__ */ defineOperation('putCardProfileRule', {
  area: 'Cards', summary: 'Create default card profile rule', method: 'PUT', path: '/card-profiles/{cardProfileId}/rules/{ruleType}',
  params: cardProfileRulePath, body: cardRuleBody, response: 'none', sca: false,
});

export const removeCardProfileRule = /* @__PURE__ */ defineOperation('removeCardProfileRule', {
  area: 'Cards', summary: 'Remove default card profile rule', method: 'DELETE', path: '/card-profiles/{cardProfileId}/rules/{ruleType}',
  params: cardProfileRulePath, response: 'none', sca: false,
});

export const listCards = /* @__PURE__ */ defineOperation('listCards', {
  area: 'Cards', summary: 'List cards', method: 'GET', path: '/cards',
  query: listCardsQuery, response: cardPage, sca: false,
});

export const createCard = /* @__PURE__ */ defineOperation('createCard', {
  area: 'Cards', summary: 'Create card', method: 'POST', path: '/cards',
  body: createCardBody, response: idResult, sca: true,
});

// PIN and PAN credentials are POSTs so that no cache or prefetch ever replays them.
export const getCardPin = /* @__PURE__ */ defineOperation('getCardPin', {
  area: 'Cards', summary: 'Get card PIN', method: 'POST', path: '/cards/{cardId}/pin',
  params: /* @__PURE__ */ pathIds('cardId'), response: cardPin, sca: true,
});

export const getPanCredentials = /* @__PURE__ */ defineOperation('getPanCredentials', {
  area: 'Cards', summary: 'Get temporary PAN credentials', method: 'POST', path: '/cards/{cardId}/pan-credentials',
  params: /* @__PURE__ */ pathIds('cardId'), response: panCredentials, sca: true,
});

export const listCardDesigns = /* @__PURE__ */ defineOperation('listCardDesigns', {
  area: 'Cards', summary: 'List card designs', method: 'GET', path: '/card-designs',
  query: listCardDesignsQuery, response: cardDesignPage, sca: false,
});
