/** The shipped catalogs of <svc-card-list>'s own texts (with the words every list shares and the cards' labels), each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';
import { cardLabelLoaders } from './cards.js';
import { withListTexts } from './list.js';

export const cardListLocales: LocaleLoaders = /* @__PURE__ */ withListTexts({
  fr: { cardList: () => import('../fr/card-list.js') },
  nl: { cardList: () => import('../nl/card-list.js') },
  de: { cardList: () => import('../de/card-list.js') },
  bg: { cardList: () => import('../bg/card-list.js') },
  lt: { cardList: () => import('../lt/card-list.js') },
  et: { cardList: () => import('../et/card-list.js') },
}, cardLabelLoaders);
