/** The shipped catalogs of <svc-acquiring-payment>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const acquiringPaymentLocales: LocaleLoaders = {
  fr: { acquiringPayment: () => import('../fr/acquiring-payment.js') },
  nl: { acquiringPayment: () => import('../nl/acquiring-payment.js') },
  de: { acquiringPayment: () => import('../de/acquiring-payment.js') },
  bg: { acquiringPayment: () => import('../bg/acquiring-payment.js') },
  lt: { acquiringPayment: () => import('../lt/acquiring-payment.js') },
  et: { acquiringPayment: () => import('../et/acquiring-payment.js') },
};
