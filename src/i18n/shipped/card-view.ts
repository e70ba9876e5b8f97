/** The shipped catalogs of <svc-card-view>'s own texts (with the cards' shared labels), each loaded when the element shows that language. */
import { withSharedParts, type LocaleLoaders } from '../shipped.js';
import { cardLabelLoaders } from './cards.js';

export const cardViewLocales: LocaleLoaders = /* @__PURE__ */ withSharedParts(
  {
  fr: { cardView: () => import('../fr/card-view.js') },
  nl: { cardView: () => import('../nl/card-view.js') },
  de: { cardView: () => import('../de/card-view.js') },
  bg: { cardView: () => import('../bg/card-view.js') },
  lt: { cardView: () => import('../lt/card-view.js') },
  et: { cardView: () => import('../et/card-view.js') },
  },
  cardLabelLoaders,
);
