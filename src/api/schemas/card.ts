/** Cards as the service returns them, the card list, and the PIN and PAN credentials: what the card view reads. */
import * as z from 'zod/mini';
import { closedEnum, duration, id, listQuery, pageOf, responseEnum, timestamp } from '../primitives.js';
import { CardStatus, CardType } from '../enums.js';

export type { CardDesign } from './card-management.js';

export const card = z.looseObject({
  id: id(),
  endUserId: id(),
  ledgerId: id(),
  friendlyName: z.optional(z.string()),
  profile: z.looseObject({ id: id(), name: z.string() }),
  expiryDate: z.string(),
  nameOnCard: z.string(),
  cardholderNameOnCard: z.optional(z.string()),
  type: responseEnum(CardType),
  status: responseEnum(CardStatus),
  creationDate: timestamp(),
});
export type Card = z.infer<typeof card>;

export const listCardsQuery = listQuery(['CREATION_DATE'], {
  endUserId: z.optional(id()),
  ledgerId: z.optional(id()),
  profileId: z.optional(id()),
  status: z.optional(z.array(closedEnum(CardStatus))),
  types: z.optional(z.array(closedEnum(CardType))),
});
export const cardPage = pageOf(card);

/** Temporary PAN credentials: for the card processor's display, never the PAN itself. */
export const panCredentials = z.looseObject({ token: z.string(), secret: z.string(), ttl: duration() });
export type PanCredentials = z.infer<typeof panCredentials>;

/** The PIN, in clear: shown on demand only, never stored. */
export const cardPin = z.looseObject({ pin: z.string() });
