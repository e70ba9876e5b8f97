/** The shipped catalogs of <svc-kyb-request>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const kybRequestLocales: LocaleLoaders = {
  fr: { kybRequest: () => import('../fr/kyb-request.js') },
  nl: { kybRequest: () => import('../nl/kyb-request.js') },
  de: { kybRequest: () => import('../de/kyb-request.js') },
  bg: { kybRequest: () => import('../bg/kyb-request.js') },
  lt: { kybRequest: () => import('../lt/kyb-request.js') },
  et: { kybRequest: () => import('../et/kyb-request.js') },
};
