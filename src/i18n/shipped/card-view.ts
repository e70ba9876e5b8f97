/** The shipped catalogs of <svc-card-view>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const cardViewLocales: LocaleLoaders = {
  fr: { cardView: () => import('../fr/card-view.js') },
  nl: { cardView: () => import('../nl/card-view.js') },
  de: { cardView: () => import('../de/card-view.js') },
  bg: { cardView: () => import('../bg/card-view.js') },
  lt: { cardView: () => import('../lt/card-view.js') },
  et: { cardView: () => import('../et/card-view.js') },
};
