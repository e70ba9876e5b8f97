/**
 * The languages the kit ships besides English. Each catalog is its own chunk, fetched only when an
 * element shows that language: the shared texts (common words, enum labels, errors) in one chunk per
 * language (./base/<lang>.ts), and each part of an element's texts in another (the element's loaders
 * are generated from its folder: src/generated/locales/<name>.ts, by `npm run generate`).
 */
import type { Catalog, CatalogPartLoaders } from './catalog.js';

/** Every locale with a complete catalog, English first. */
export const SHIPPED_LOCALES = ['en', 'fr', 'nl', 'de', 'bg', 'lt', 'et', 'es', 'it', 'pl', 'pt-PT'] as const;
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

/**
 * The tag an element works in: a bare language the kit ships for one region only is that region
 * (`pt` → `pt-PT`: its texts, and Intl's numbers, dates and plural forms of Portugal); any other tag as given.
 */
export function shippedTag(locale: string): string {
  const wanted = locale.toLowerCase();
  if (wanted.includes('-') || SHIPPED_LOCALES.some((tag) => tag === wanted)) return locale;
  return SHIPPED_LOCALES.find((tag) => tag.toLowerCase().startsWith(`${wanted}-`)) ?? locale;
}

/** Part loaders by locale. */
export type LocaleLoaders = { readonly [Locale in Exclude<ShippedLocale, 'en'>]: CatalogPartLoaders };

type BaseModule = { default: Pick<Catalog, 'common' | 'enums' | 'errors'> };

/** The three shared parts come from one chunk per language. */
function baseParts(load: () => Promise<BaseModule>): CatalogPartLoaders {
  return {
    common: () => load().then((module) => module.default.common),
    enums: () => load().then((module) => module.default.enums),
    errors: () => load().then((module) => module.default.errors),
  };
}

export const baseLocales: LocaleLoaders = {
  fr: baseParts(() => import('./base/fr.js')),
  nl: baseParts(() => import('./base/nl.js')),
  de: baseParts(() => import('./base/de.js')),
  bg: baseParts(() => import('./base/bg.js')),
  lt: baseParts(() => import('./base/lt.js')),
  et: baseParts(() => import('./base/et.js')),
  es: baseParts(() => import('./base/es.js')),
  'pt-PT': baseParts(() => import('./base/pt-PT.js')),
  it: baseParts(() => import('./base/it.js')),
  pl: baseParts(() => import('./base/pl.js')),
};

/** An element's own loaders with those of parts it shares with other elements (the lists' words, the cards' labels). */
export function withSharedParts(own: LocaleLoaders, ...shared: LocaleLoaders[]): LocaleLoaders {
  const merge = (locale: keyof LocaleLoaders): CatalogPartLoaders => Object.assign({}, ...shared.map((table) => table[locale]), own[locale]);
  // One line a locale: a locale added to SHIPPED_LOCALES fails the type check here until it is merged too.
  return {
    fr: merge('fr'),
    nl: merge('nl'),
    de: merge('de'),
    bg: merge('bg'),
    lt: merge('lt'),
    et: merge('et'),
    es: merge('es'),
    'pt-PT': merge('pt-PT'),
    it: merge('it'),
    pl: merge('pl'),
  };
}
