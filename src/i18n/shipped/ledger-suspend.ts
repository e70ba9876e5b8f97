/** The shipped catalogs of <svc-ledger-suspend>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const ledgerSuspendLocales: LocaleLoaders = {
  fr: { ledgerSuspend: () => import('../fr/ledger-suspend.js') },
  nl: { ledgerSuspend: () => import('../nl/ledger-suspend.js') },
  de: { ledgerSuspend: () => import('../de/ledger-suspend.js') },
  bg: { ledgerSuspend: () => import('../bg/ledger-suspend.js') },
  lt: { ledgerSuspend: () => import('../lt/ledger-suspend.js') },
  et: { ledgerSuspend: () => import('../et/ledger-suspend.js') },
};
