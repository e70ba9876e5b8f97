/**
 * Card creation (with its rules): what a card order sends. Apart from card.ts so that the card view
 * carries only the schemas it uses, and from the card designs (card-designs.ts), which only the
 * design list reads; the rules' own schemas are card-rules.ts.
 */
import * as z from 'zod/mini';
import { LIMITS } from '../limits.js';
import { closedEnum, friendlyName, id, pattern } from '../primitives.js';
import { CardDeliveryMethod } from '../enums.js';
import { cardRuleBody, cardRuleType, isSpendLimit } from './card-rules.js';

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
