/** The shipped catalogs of <svc-account-load>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const accountLoadLocales: LocaleLoaders = {
  fr: { accountLoad: () => import('../fr/account-load.js') },
  nl: { accountLoad: () => import('../nl/account-load.js') },
  de: { accountLoad: () => import('../de/account-load.js') },
  bg: { accountLoad: () => import('../bg/account-load.js') },
  lt: { accountLoad: () => import('../lt/account-load.js') },
  et: { accountLoad: () => import('../et/account-load.js') },
};
