/** The shipped catalogs of <svc-card-profile-rules>: its own texts and the rule editor's, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';
import { cardRulesLocales } from './card-rules.js';

export const cardProfileRulesLocales: LocaleLoaders = {
  fr: { ...cardRulesLocales.fr, cardProfileRules: () => import('../fr/card-profile-rules.js') },
  nl: { ...cardRulesLocales.nl, cardProfileRules: () => import('../nl/card-profile-rules.js') },
  de: { ...cardRulesLocales.de, cardProfileRules: () => import('../de/card-profile-rules.js') },
  bg: { ...cardRulesLocales.bg, cardProfileRules: () => import('../bg/card-profile-rules.js') },
  lt: { ...cardRulesLocales.lt, cardProfileRules: () => import('../lt/card-profile-rules.js') },
  et: { ...cardRulesLocales.et, cardProfileRules: () => import('../et/card-profile-rules.js') },
};
