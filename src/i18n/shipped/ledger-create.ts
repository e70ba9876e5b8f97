/** The shipped catalogs of <svc-ledger-create>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const ledgerCreateLocales: LocaleLoaders = {
  fr: { ledgerCreate: () => import('../fr/ledger-create.js') },
  nl: { ledgerCreate: () => import('../nl/ledger-create.js') },
  de: { ledgerCreate: () => import('../de/ledger-create.js') },
  bg: { ledgerCreate: () => import('../bg/ledger-create.js') },
  lt: { ledgerCreate: () => import('../lt/ledger-create.js') },
  et: { ledgerCreate: () => import('../et/ledger-create.js') },
};
