/**
 * svc-elements/schemas: the zod schemas of every request and answer, the spec's and the kit's
 * limits, the enumerations and the format checks (IBAN, BIC, durations, ISO lists), for partners
 * who validate on their own pages or servers with the rules the elements use. Defines no element.
 * (api/svc-elements-schemas.api.md records what this entry exports.)
 */
export { LIMITS, KIT_LIMITS, LATIN1_TEXT, uploadLimitText } from './api/limits.js';
export * as enums from './api/enums.js';
export * from './api/formats/index.js';
export * from './api/schemas/common.js';
export * from './api/schemas/contact.js';
export * from './api/schemas/contact-records.js';
export * from './api/schemas/consumer.js';
export * from './api/schemas/consumer-verification.js';
export * from './api/schemas/consumer-bodies.js';
export * from './api/schemas/consumer-list.js';
export * from './api/schemas/bank-identifiers.js';
export * from './api/schemas/beneficiary.js';
export * from './api/schemas/beneficiary-record.js';
export * from './api/schemas/card.js';
export * from './api/schemas/card-management.js';
export * from './api/schemas/card-designs.js';
export {
  cardProfileRulePath, cardRuleBody, cardRulePath, cardRuleType, removeCardRuleQuery, RULE_CREATORS, spendLimitHasValue, WEEKDAYS, type CardRuleBody,
} from './api/schemas/card-rules.js';
export * from './api/schemas/ledger.js';
export * from './api/schemas/ledger-suspend.js';
export * from './api/schemas/document.js';
export * from './api/schemas/acquiring.js';
export * from './api/schemas/mandates.js';
export * from './api/schemas/mandate-update.js';
export * from './api/schemas/transactions.js';
export * from './api/schemas/corporate.js';
export * from './api/schemas/partner.js';
export type { FieldIssue } from './api/errors.js';
