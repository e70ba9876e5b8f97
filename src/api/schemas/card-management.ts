/**
 * Card management: card creation (with its rules) and card designs. Apart from card.ts so that the
 * card view carries only the schemas it uses; the rules' own schemas are card-rules.ts.
 */
import * as z from 'zod/mini';
import { LIMITS } from '../limits.js';
import { closedEnum, friendlyName, id, listQuery, pageOf, pattern, record, responseEnum, shown, upperSnakeEnum } from '../primitives.js';
import { CardDeliveryMethod, CardDesignUserType, CardScheme, CardType, CountryCode, LedgerType } from '../enums.js';
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
