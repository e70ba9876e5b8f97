/** The shipped catalogs of <svc-card-order>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const cardOrderLocales: LocaleLoaders = {
  fr: { cardOrder: () => import('../fr/card-order.js') },
  nl: { cardOrder: () => import('../nl/card-order.js') },
  de: { cardOrder: () => import('../de/card-order.js') },
  bg: { cardOrder: () => import('../bg/card-order.js') },
  lt: { cardOrder: () => import('../lt/card-order.js') },
  et: { cardOrder: () => import('../et/card-order.js') },
};
