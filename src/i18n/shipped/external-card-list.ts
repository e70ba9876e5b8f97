/** The shipped catalogs of <svc-external-card-list>'s own texts (and the words every list shares), each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';
import { withListTexts } from './list.js';

export const externalCardListLocales: LocaleLoaders = /* @__PURE__ */ withListTexts({
  fr: { externalCardList: () => import('../fr/external-card-list.js') },
  nl: { externalCardList: () => import('../nl/external-card-list.js') },
  de: { externalCardList: () => import('../de/external-card-list.js') },
  bg: { externalCardList: () => import('../bg/external-card-list.js') },
  lt: { externalCardList: () => import('../lt/external-card-list.js') },
  et: { externalCardList: () => import('../et/external-card-list.js') },
});
