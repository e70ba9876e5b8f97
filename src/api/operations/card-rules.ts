/**
 * A card's rules (apart from card creation, card-management.ts, and from the profiles' default rules,
 * card-profile-rules.ts: each rule element carries only the operations it runs).
 */
import { cardRuleBody, cardRulePath, removeCardRuleQuery, spendLimitHasValue } from '../schemas/card-rules.js';
import { defineOperation } from './define.js';

export const putCardRule = /* @__PURE__ */ defineOperation('putCardRule', { area: 'Cards', summary: 'Create or replace card rule',
  method: 'PUT', path: '/cards/{cardId}/rules/{ruleType}', params: cardRulePath, body: cardRuleBody, response: 'none', sca: true, crossCheck: spendLimitHasValue,
});

export const removeCardRule = /* @__PURE__ */ defineOperation('removeCardRule', { area: 'Cards', summary: 'Remove card rule',
  method: 'DELETE', path: '/cards/{cardId}/rules/{ruleType}', params: cardRulePath, query: removeCardRuleQuery, response: 'none', sca: true,
});
