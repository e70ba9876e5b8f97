/** The shipped catalogs of <svc-sca-pending>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const scaPendingLocales: LocaleLoaders = {
  fr: { scaPending: () => import('../fr/sca-pending.js') },
  nl: { scaPending: () => import('../nl/sca-pending.js') },
  de: { scaPending: () => import('../de/sca-pending.js') },
  bg: { scaPending: () => import('../bg/sca-pending.js') },
  lt: { scaPending: () => import('../lt/sca-pending.js') },
  et: { scaPending: () => import('../et/sca-pending.js') },
};
