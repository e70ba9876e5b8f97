/** The shipped catalogs of the card elements' shared labels (a card's statuses and types). */
import type { LocaleLoaders } from '../shipped.js';

export const cardLabelLoaders: LocaleLoaders = {
  fr: { cards: () => import('../fr/cards.js') },
  nl: { cards: () => import('../nl/cards.js') },
  de: { cards: () => import('../de/cards.js') },
  bg: { cards: () => import('../bg/cards.js') },
  lt: { cards: () => import('../lt/cards.js') },
  et: { cards: () => import('../et/cards.js') },
};
