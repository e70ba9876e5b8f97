/** A card profile's default rules (a card's own rules: card-rules.ts). */
import { cardProfileRulePath, cardRuleBody, spendLimitHasValue } from '../schemas/card-rules.js';
import { defineOperation } from './define.js';

export const putCardProfileRule = /* @__PURE__ */ defineOperation('putCardProfileRule', { area: 'Cards', summary: 'Create default card profile rule',
  method: 'PUT', path: '/card-profiles/{cardProfileId}/rules/{ruleType}', params: cardProfileRulePath, body: cardRuleBody, response: 'none', sca: false, crossCheck: spendLimitHasValue,
});

export const removeCardProfileRule = /* @__PURE__ */ defineOperation('removeCardProfileRule', { area: 'Cards', summary: 'Remove default card profile rule',
  method: 'DELETE', path: '/card-profiles/{cardProfileId}/rules/{ruleType}', params: cardProfileRulePath, response: 'none', sca: false,
});
