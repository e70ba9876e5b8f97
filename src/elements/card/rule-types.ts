/**
 * The rule types the kit offers and their words: all that a page needs to offer a rule before any
 * rule's fields are drawn (a card order's Add a rule comes with the page; the rule editor's
 * fields and schemas come when a rule is first added).
 */
import { CardRuleType } from '../../api/enums.js';
import type { Catalog } from '../../i18n/catalog.js';
import { labelIn } from '../../i18n/labels.js';

/**
 * Day rules: the spec names a "days multiple targets rule" kind but not its type. The kit offers
 * these two names, built like the MCC and merchant ones; a partner whose service uses others gives
 * them in `rule-types`.
 */
const DAY_RULE_TYPES = ['DAYS_WHITELIST', 'DAYS_BLACKLIST'] as const;

/** The types offered by default: the spec's, then the kit's day rules. */
export const OFFERED_RULE_TYPES: readonly string[] = [...CardRuleType, ...DAY_RULE_TYPES];

/** A rule type's words, or for a type the kit does not know, its code as sent. */
export const typeLabel = (messages: Catalog, type: string) => labelIn(messages.ruleEditor.types, type);
