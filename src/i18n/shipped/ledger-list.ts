/** The shipped catalogs of <svc-ledger-list>'s own texts (and the words every list shares), each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';
import { withListTexts } from './list.js';

export const ledgerListLocales: LocaleLoaders = /* @__PURE__ */ withListTexts({
  fr: { ledgerList: () => import('../fr/ledger-list.js') },
  nl: { ledgerList: () => import('../nl/ledger-list.js') },
  de: { ledgerList: () => import('../de/ledger-list.js') },
  bg: { ledgerList: () => import('../bg/ledger-list.js') },
  lt: { ledgerList: () => import('../lt/ledger-list.js') },
  et: { ledgerList: () => import('../et/ledger-list.js') },
});
