/** Cards as the service returns them, the card list, and the PIN and PAN credentials: what the card view reads. */
import * as z from 'zod/mini';
import { closedEnum, duration, id, listQuery, pageOf, record, responseEnum, shown, timestamp } from '../primitives.js';
import { CardStatus, CardType } from '../enums.js';

export type { CardDesign } from './card-designs.js';

/** A card: its id, type and status decide what may be done with it; the rest is shown. */
export const card = record({
  id: id(),
  endUserId: shown(id()),
  ledgerId: shown(id()),
  friendlyName: z.optional(z.string()),
  profile: shown(record({ id: id(), name: shown(z.string()) })),
  expiryDate: shown(z.string()),
  nameOnCard: shown(z.string()),
  cardholderNameOnCard: z.optional(z.string()),
  type: responseEnum(CardType),
  status: responseEnum(CardStatus),
  creationDate: shown(timestamp()),
  // The kit's sandbox also sends the card's rules and the delivery method it was ordered with.
}, 'ignored', ['rules', 'deliveryMethod']);
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
export const panCredentials = record({ token: z.string(), secret: z.string(), ttl: duration() });
export type PanCredentials = z.infer<typeof panCredentials>;

/** The PIN, in clear: shown on demand only, never stored. */
export const cardPin = record({ pin: z.string() });
