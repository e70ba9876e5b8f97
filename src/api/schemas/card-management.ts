/**
 * Card management: card rules and card profile default rules, card creation and card designs. Apart
 * from card.ts so that the card view carries only the schemas it uses.
 */
import * as z from 'zod/mini';
import type { FieldIssue } from '../errors.js';
import { KIT_LIMITS, LIMITS } from '../limits.js';
import { closedEnum, freeText, friendlyName, id, integer, listQuery, pageOf, record, responseEnum, pattern, requiredName, shown, upperSnakeEnum } from '../primitives.js';
import { CardDeliveryMethod, CardDesignUserType, CardRuleType, CardScheme, CardType, CountryCode, LedgerType } from '../enums.js';
import { isRecord } from '../guards.js';

export const cardRuleType = () => upperSnakeEnum(CardRuleType);
const cardRuleValue = () => integer(z.gte(LIMITS.cardRuleValue.min), z.lte(LIMITS.cardRuleValue.max));

/** Who may be named as a rule's creator in a request: SERVICE rules are the service's alone. */
export const RULE_CREATORS = ['END_USER', 'PARTNER'] as const;

/** The day rules' targets. */
export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

const targets = <T extends z.ZodMiniType>(item: T) => z.optional(z.array(item).check(z.maxLength(KIT_LIMITS.ruleTargets.max)));

/**
 * Card rule body (card rules and card profile default rules), strict: a key it does not list is
 * refused before sending. The spec shows one variant (a `value` of 1..999999999); the other kinds'
 * fields are the kit's own (README: MCC lists `mccs`, merchant lists `merchantIds`, day rules
 * `days`). `creatorType` is END_USER or PARTNER, never SERVICE.
 */
export const cardRuleBody = z.strictObject({
  value: z.optional(cardRuleValue()),
  name: z.optional(freeText()),
  endUserId: z.optional(id()),
  creatorType: z.optional(closedEnum(RULE_CREATORS)),
  mccs: targets(z.string().check(pattern(KIT_LIMITS.mcc, 'Four digits', 'mcc'))),
  merchantIds: targets(requiredName()),
  days: targets(closedEnum(WEEKDAYS)),
});
export type CardRuleBody = z.infer<typeof cardRuleBody>;

/** Path of the card rule operations. */
export const cardRulePath = z.object({ cardId: id(), ruleType: cardRuleType() });
export const cardProfileRulePath = z.object({ cardProfileId: id(), ruleType: cardRuleType() });
export const removeCardRuleQuery = z.object({ creatorType: z.optional(closedEnum(RULE_CREATORS)) });

/** Spend limits (`DAILY_MAX_SPEND`…) are the rules whose value the spec shows: they need one. */
const isSpendLimit = (type: string) => type.endsWith('_MAX_SPEND');

/** For the rule operations, whose rule type is in the path: a spend limit without a value is refused. */
export const spendLimitHasValue = ({ params, body }: { params?: Record<string, string>; body?: unknown }): FieldIssue[] =>
  isSpendLimit(params?.ruleType ?? '') && (isRecord(body) ? body.value : undefined) === undefined
    ? [{ path: 'value', message: 'A spend limit needs a value', code: 'spend-limit-value' }]
    : [];

/** A rule given at card creation: the rule body plus its type; at most one per type. */
const creationRule = z.extend(cardRuleBody, { type: cardRuleType() }).check(
  z.refine((rule) => !isSpendLimit(rule.type) || rule.value !== undefined, {
    message: 'A spend limit needs a value',
    path: ['value'],
    params: { rule: 'spend-limit-value' },
  }),
);

export const createCardBody = z.object({
  deliveryMethod: closedEnum(CardDeliveryMethod),
  ledgerId: id(),
  profileId: id(),
  nameOnCard: z.optional(
    z.string().check(pattern(LIMITS.nameOnCard, 'Up to 21 capital letters A-Z and spaces', 'nameOnCard')),
  ),
  cardholderNameOnCard: z.optional(
    z.string().check(
      pattern(LIMITS.cardholderNameOnCard, 'Up to 21 capital letters A-Z, digits and spaces', 'cardholderNameOnCard'),
    ),
  ),
  friendlyName: z.optional(friendlyName()),
  rules: z.optional(
    z.array(creationRule).check(
      z.refine((rules) => new Set(rules.map((rule) => rule.type)).size === rules.length, {
        message: 'At most one rule per type',
        params: { rule: 'one-rule-per-type' },
      }),
    ),
  ),
});
export type CreateCardBody = z.infer<typeof createCardBody>;

export const cardDesign = record({
  id: id(),
  friendlyName: shown(z.string()),
  scheme: shown(responseEnum(CardScheme, 'partial')),
  ledgerType: shown(responseEnum(LedgerType)),
  cardType: shown(responseEnum(CardType)),
  userType: shown(responseEnum(CardDesignUserType)),
  availableCountries: shown(z.array(responseEnum(CountryCode, 'partial'))),
});
export type CardDesign = z.infer<typeof cardDesign>;

export const listCardDesignsQuery = listQuery(['FRIENDLY_NAME'], {
  scheme: z.optional(upperSnakeEnum(CardScheme)),
  ledgerType: z.optional(closedEnum(LedgerType)),
  cardType: z.optional(closedEnum(CardType)),
  userType: z.optional(closedEnum(CardDesignUserType)),
});
export const cardDesignPage = pageOf(cardDesign);
