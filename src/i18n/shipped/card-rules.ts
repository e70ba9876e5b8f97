/** The shipped catalogs of <svc-card-rules>'s own texts (and the shared rule editor's), each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const cardRulesLocales: LocaleLoaders = {
  fr: { cardRules: () => import('../fr/card-rules.js') },
  nl: { cardRules: () => import('../nl/card-rules.js') },
  de: { cardRules: () => import('../de/card-rules.js') },
  bg: { cardRules: () => import('../bg/card-rules.js') },
  lt: { cardRules: () => import('../lt/card-rules.js') },
  et: { cardRules: () => import('../et/card-rules.js') },
};
