/** Card designs as the service lists them, and their query: what the card design list reads. */
import * as z from 'zod/mini';
import { closedEnum, id, listQuery, pageOf, record, responseEnum, shown, upperSnakeEnum } from '../primitives.js';
import { CardDesignUserType, CardScheme, CardType, CountryCode, LedgerType } from '../enums.js';

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
