/** The shipped catalogs of <svc-card-order>'s own texts (with the cards' shared labels and the rule editor's texts), each loaded when the element shows that language. */
import { withSharedParts, type LocaleLoaders } from '../shipped.js';
import { cardLabelLoaders } from './cards.js';
import { cardRulesLocales } from './card-rules.js';

export const cardOrderLocales: LocaleLoaders = /* @__PURE__ */ withSharedParts(
  {
  fr: { cardOrder: () => import('../fr/card-order.js') },
  nl: { cardOrder: () => import('../nl/card-order.js') },
  de: { cardOrder: () => import('../de/card-order.js') },
  bg: { cardOrder: () => import('../bg/card-order.js') },
  lt: { cardOrder: () => import('../lt/card-order.js') },
  et: { cardOrder: () => import('../et/card-order.js') },
  },
  cardLabelLoaders,
  cardRulesLocales,
);
