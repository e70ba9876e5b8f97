/** Card management: card rules, card profile default rules, card creation and card designs. */
import {
  cardDesignPage, cardProfileRulePath, cardRuleBody, cardRulePath, createCardBody, listCardDesignsQuery, removeCardRuleQuery, spendLimitHasValue,
} from '../schemas/card-management.js';
import { defineOperation, idResult } from './define.js';

export const putCardRule = /* @__PURE__ */ defineOperation('putCardRule', { area: 'Cards', summary: 'Create or replace card rule',
  method: 'PUT', path: '/cards/{cardId}/rules/{ruleType}', params: cardRulePath, body: cardRuleBody, response: 'none', sca: true, crossCheck: spendLimitHasValue,
});

export const removeCardRule = /* @__PURE__ */ defineOperation('removeCardRule', { area: 'Cards', summary: 'Remove card rule',
  method: 'DELETE', path: '/cards/{cardId}/rules/{ruleType}', params: cardRulePath, query: removeCardRuleQuery, response: 'none', sca: true,
});

export const putCardProfileRule = /* @__PURE__ */ defineOperation('putCardProfileRule', { area: 'Cards', summary: 'Create default card profile rule',
  method: 'PUT', path: '/card-profiles/{cardProfileId}/rules/{ruleType}', params: cardProfileRulePath, body: cardRuleBody, response: 'none', sca: false, crossCheck: spendLimitHasValue,
});

export const removeCardProfileRule = /* @__PURE__ */ defineOperation('removeCardProfileRule', { area: 'Cards', summary: 'Remove default card profile rule',
  method: 'DELETE', path: '/card-profiles/{cardProfileId}/rules/{ruleType}', params: cardProfileRulePath, response: 'none', sca: false,
});

export const createCard = /* @__PURE__ */ defineOperation('createCard', { area: 'Cards', summary: 'Create card',
  method: 'POST', path: '/cards', body: createCardBody, response: idResult, sca: true,
});

export const listCardDesigns = /* @__PURE__ */ defineOperation('listCardDesigns', { area: 'Cards', summary: 'List card designs',
  method: 'GET', path: '/card-designs', query: listCardDesignsQuery, response: cardDesignPage, sca: false,
});
