/** Card rules and card profile default rules (apart from card creation and designs: card-management.ts). */
import { cardProfileRulePath, cardRuleBody, cardRulePath, removeCardRuleQuery, spendLimitHasValue } from '../schemas/card-rules.js';
import { defineOperation } from './define.js';

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
