/** The shipped catalogs of <svc-beneficiary-form>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const beneficiaryFormLocales: LocaleLoaders = {
  fr: { beneficiaryForm: () => import('../fr/beneficiary-form.js') },
  nl: { beneficiaryForm: () => import('../nl/beneficiary-form.js') },
  de: { beneficiaryForm: () => import('../de/beneficiary-form.js') },
  bg: { beneficiaryForm: () => import('../bg/beneficiary-form.js') },
  lt: { beneficiaryForm: () => import('../lt/beneficiary-form.js') },
  et: { beneficiaryForm: () => import('../et/beneficiary-form.js') },
};
