/** The shipped catalogs of <svc-beneficiary-form>'s own texts (with the IBAN checks' words), each loaded when the element shows that language. */
import { withSharedParts, type LocaleLoaders } from '../shipped.js';
import { ibanLoaders } from './iban.js';

export const beneficiaryFormLocales: LocaleLoaders = /* @__PURE__ */ withSharedParts({
  fr: { beneficiaryForm: () => import('../fr/beneficiary-form.js') },
  nl: { beneficiaryForm: () => import('../nl/beneficiary-form.js') },
  de: { beneficiaryForm: () => import('../de/beneficiary-form.js') },
  bg: { beneficiaryForm: () => import('../bg/beneficiary-form.js') },
  lt: { beneficiaryForm: () => import('../lt/beneficiary-form.js') },
  et: { beneficiaryForm: () => import('../et/beneficiary-form.js') },
}, ibanLoaders);
