/** The shipped catalogs of <svc-corporate-related-form>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const corporateRelatedFormLocales: LocaleLoaders = {
  fr: { corporateRelatedForm: () => import('../fr/corporate-related-form.js') },
  nl: { corporateRelatedForm: () => import('../nl/corporate-related-form.js') },
  de: { corporateRelatedForm: () => import('../de/corporate-related-form.js') },
  bg: { corporateRelatedForm: () => import('../bg/corporate-related-form.js') },
  lt: { corporateRelatedForm: () => import('../lt/corporate-related-form.js') },
  et: { corporateRelatedForm: () => import('../et/corporate-related-form.js') },
};
