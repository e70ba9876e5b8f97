/**
 * Card rules and card profile default rules: the rule body, the operations' paths and query, and a
 * spend limit's value. Apart from the card creation and the card designs (card-management.ts), so
 * that the rule editors carry only the schemas they use.
 */
import * as z from 'zod/mini';
import type { FieldIssue } from '../errors.js';
import { KIT_LIMITS, LIMITS } from '../limits.js';
import { closedEnum, freeText, id, integer, pattern, requiredName, upperSnakeEnum } from '../primitives.js';
import { CardRuleType } from '../enums.js';
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
export const isSpendLimit = (type: string) => type.endsWith('_MAX_SPEND');

/** For the rule operations, whose rule type is in the path: a spend limit without a value is refused. */
export const spendLimitHasValue = ({ params, body }: { params?: Record<string, string>; body?: unknown }): FieldIssue[] =>
  isSpendLimit(params?.ruleType ?? '') && (isRecord(body) ? body.value : undefined) === undefined
    ? [{ path: 'value', message: 'A spend limit needs a value', code: 'spend-limit-value' }]
    : [];

