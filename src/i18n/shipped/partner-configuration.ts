/** The shipped catalogs of <svc-partner-configuration>'s own texts, each loaded when the element shows that language. */
import type { LocaleLoaders } from '../shipped.js';

export const partnerConfigurationLocales: LocaleLoaders = {
  fr: { partnerConfiguration: () => import('../fr/partner-configuration.js') },
  nl: { partnerConfiguration: () => import('../nl/partner-configuration.js') },
  de: { partnerConfiguration: () => import('../de/partner-configuration.js') },
  bg: { partnerConfiguration: () => import('../bg/partner-configuration.js') },
  lt: { partnerConfiguration: () => import('../lt/partner-configuration.js') },
  et: { partnerConfiguration: () => import('../et/partner-configuration.js') },
};
