/** The shipped catalogs of <svc-consumer-form>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const consumerFormLocales: LocaleLoaders = {
  fr: { consumerForm: () => import('../fr/consumer-form.js') },
  nl: { consumerForm: () => import('../nl/consumer-form.js') },
  de: { consumerForm: () => import('../de/consumer-form.js') },
  bg: { consumerForm: () => import('../bg/consumer-form.js') },
  lt: { consumerForm: () => import('../lt/consumer-form.js') },
  et: { consumerForm: () => import('../et/consumer-form.js') },
};
