/**
 * Card rule kinds and the form's schemas, shared by the card rules and the card profile rules. The
 * spec shows one body (a spend limit's `value`); the other kinds' fields are the kit's own, listed
 * in the README: payment disable rules carry none, MCC lists `mccs`, merchant lists `merchantIds`,
 * day rules `days`.
 */
import * as z from 'zod/mini';
import { closedEnum } from '../../api/primitives.js';
import { RULE_CREATORS, WEEKDAYS, cardRuleBody, cardRuleType, spendLimitHasValue } from '../../api/schemas/card-rules.js';

export type RuleKind = 'spend' | 'disable' | 'mcc' | 'merchant' | 'days' | 'other';
export type RuleAction = 'set' | 'remove';

export { WEEKDAYS };

/** The kind of a rule type, by the shape of its name; a type the kit does not know is `other`. */
export function ruleKind(type: unknown): RuleKind {
  if (typeof type !== 'string') return 'other';
  if (type.endsWith('_MAX_SPEND')) return 'spend';
  if (type.startsWith('DISABLE_')) return 'disable';
  if (type.startsWith('MCC_')) return 'mcc';
  if (type.startsWith('MERCHANT_')) return 'merchant';
  if (type.startsWith('DAYS_')) return 'days';
  return 'other';
}

/** The field holding a list kind's targets, a field of the operation's body (a renamed one fails the type check). */
export const TARGETS: Partial<Record<RuleKind, Extract<keyof z.input<typeof cardRuleBody>, 'mccs' | 'merchantIds' | 'days'>>> = { mcc: 'mccs', merchant: 'merchantIds', days: 'days' };

/**
 * The creator types a person may choose: never SERVICE (set by the service alone), and PARTNER on
 * staff pages only (`staff`): an end-user page offers END_USER.
 */
export const chosenCreators = (staff: boolean): readonly string[] => (staff ? RULE_CREATORS : RULE_CREATORS.filter((creator) => creator !== 'PARTNER'));

/** A rule as the form sends it: its type (sent in the path) and the body of its kind. */
export const ruleSetSchema = /* @__PURE__ */ z.extend(cardRuleBody, {
  type: cardRuleType(),
}).check(
  z.superRefine((rule, ctx) => {
    // The service's own check (a spend limit needs its value), as the client and the sandbox run it.
    for (const issue of spendLimitHasValue({ params: { ruleType: rule.type }, body: rule })) {
      ctx.issues.push({ code: 'custom', path: [issue.path], message: issue.message, params: { rule: issue.code }, input: undefined });
    }
    const list = TARGETS[ruleKind(rule.type)];
    if (list && !(rule[list]?.length)) {
      ctx.issues.push({ code: 'custom', path: [list], message: 'Give at least one', params: { rule: 'rule-targets' }, input: undefined });
    }
  }),
);

/** A removal: the type, and the creator type whose rule goes. */
export const ruleRemoveSchema = /* @__PURE__ */ z.object({ type: cardRuleType(), creatorType: z.optional(closedEnum(RULE_CREATORS)) });

/** A rule as the partner knows it: no operation reads a card's (or a profile's) rules. */
export interface CardRuleRecord {
  type: string;
  value?: number;
  name?: string;
  creatorType?: string;
  endUserId?: string;
  mccs?: string[];
  merchantIds?: string[];
  days?: string[];
  creationDate?: string;
}

/** Text typed as a list: codes separated by commas, semicolons or spaces. */
export const parseList = (text: string): string[] | undefined => {
  const items = text.split(/[\s,;]+/).filter(Boolean);
  return items.length > 0 ? items : undefined;
};
export const showList = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value));

/** What a change does to the rules given: added, replacing one, removing one, or nothing. */
export interface RuleChange {
  kind: 'add' | 'replace' | 'remove' | 'same' | 'absent';
  before?: CardRuleRecord;
  /** Rules of the same type by other creators, still in force: the more restrictive applies. */
  others: CardRuleRecord[];
}

const sameRule = (a: CardRuleRecord, b: CardRuleRecord) =>
  JSON.stringify([a.value, a.name, a.mccs, a.merchantIds, a.days]) === JSON.stringify([b.value, b.name, b.mccs, b.merchantIds, b.days]);

/**
 * The rule a change touches: the one of the same type and creator type. Without a creator type
 * the service uses the caller's, which the element does not know: the only rule of the type, if
 * there is only one.
 */
function touched(rules: readonly CardRuleRecord[], rule: CardRuleRecord, onePerType: boolean): CardRuleRecord | undefined {
  const ofType = rules.filter((r) => r.type === rule.type);
  if (onePerType) return ofType[0];
  if (rule.creatorType === undefined) return ofType.length === 1 ? ofType[0] : ofType.find((r) => r.creatorType === undefined);
  return ofType.find((r) => r.creatorType === rule.creatorType);
}

/** `onePerType`: the target keeps one rule per type whoever set it (a card profile's defaults). */
export function ruleChange(rules: readonly CardRuleRecord[], action: RuleAction, rule: CardRuleRecord, onePerType = false): RuleChange {
  const before = touched(rules, rule, onePerType);
  const others = rules.filter((r) => r.type === rule.type && r !== before);
  if (action === 'remove') return { kind: before ? 'remove' : 'absent', before, others };
  if (!before) return { kind: 'add', others };
  return { kind: sameRule(before, rule) ? 'same' : 'replace', before, others };
}

/** The rules after a change, as the service keeps them: one per type and creator type. */
export function rulesAfter(rules: readonly CardRuleRecord[], action: RuleAction, rule: CardRuleRecord, onePerType = false): CardRuleRecord[] {
  const before = touched(rules, rule, onePerType);
  const kept = rules.filter((r) => r !== before);
  const creatorType = rule.creatorType ?? before?.creatorType;
  return action === 'set' ? [...kept, creatorType ? { ...rule, creatorType } : rule] : kept;
}
