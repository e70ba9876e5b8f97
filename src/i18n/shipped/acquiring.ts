/** The shipped catalogs of the texts <svc-acquiring-payment> and <svc-account-load> share, each loaded when an element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const acquiringLocales: LocaleLoaders = {
  fr: { acquiring: () => import('../fr/acquiring.js') },
  nl: { acquiring: () => import('../nl/acquiring.js') },
  de: { acquiring: () => import('../de/acquiring.js') },
  bg: { acquiring: () => import('../bg/acquiring.js') },
  lt: { acquiring: () => import('../lt/acquiring.js') },
  et: { acquiring: () => import('../et/acquiring.js') },
};
