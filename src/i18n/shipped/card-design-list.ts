/** The shipped catalogs of <svc-card-design-list>'s own texts (and the words every list shares), each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';
import { withListTexts } from './list.js';

export const cardDesignListLocales: LocaleLoaders = /* @__PURE__ */ withListTexts({
  fr: { cardDesignList: () => import('../fr/card-design-list.js') },
  nl: { cardDesignList: () => import('../nl/card-design-list.js') },
  de: { cardDesignList: () => import('../de/card-design-list.js') },
  bg: { cardDesignList: () => import('../bg/card-design-list.js') },
  lt: { cardDesignList: () => import('../lt/card-design-list.js') },
  et: { cardDesignList: () => import('../et/card-design-list.js') },
});
