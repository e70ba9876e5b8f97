/** The shipped catalogs of the IBAN checks' words, loaded with each form that takes an IBAN. */
import type { LocaleLoaders } from '../shipped.js';

export const ibanLoaders: LocaleLoaders = {
  fr: { iban: () => import('../fr/iban.js') },
  nl: { iban: () => import('../nl/iban.js') },
  de: { iban: () => import('../de/iban.js') },
  bg: { iban: () => import('../bg/iban.js') },
  lt: { iban: () => import('../lt/iban.js') },
  et: { iban: () => import('../et/iban.js') },
};
