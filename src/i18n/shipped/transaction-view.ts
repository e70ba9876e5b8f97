/** The shipped catalogs of <svc-transaction-view>'s texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const transactionViewLocales: LocaleLoaders = {
  fr: { transactionView: () => import('../fr/transaction-view.js') },
  nl: { transactionView: () => import('../nl/transaction-view.js') },
  de: { transactionView: () => import('../de/transaction-view.js') },
  bg: { transactionView: () => import('../bg/transaction-view.js') },
  lt: { transactionView: () => import('../lt/transaction-view.js') },
  et: { transactionView: () => import('../et/transaction-view.js') },
};
