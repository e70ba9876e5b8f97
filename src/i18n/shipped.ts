/**
 * The languages the kit ships besides English. Each catalog is its own chunk, fetched only when an
 * element shows that language: the shared texts (common words, enum labels, errors) in one chunk per
 * language, and each element's texts in another (tables in ./shipped/, one per element).
 */
import type { Catalog, CatalogPartLoaders } from './catalog.js';

/** Every locale with a complete catalog, English first. */
export const SHIPPED_LOCALES = ['en', 'fr', 'nl', 'de', 'bg', 'lt', 'et'] as const;
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

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
  fr: baseParts(() => import('./fr/base.js')),
  nl: baseParts(() => import('./nl/base.js')),
  de: baseParts(() => import('./de/base.js')),
  bg: baseParts(() => import('./bg/base.js')),
  lt: baseParts(() => import('./lt/base.js')),
  et: baseParts(() => import('./et/base.js')),
};

/** An element's own loaders with those of parts it shares with other elements (the lists' words, the cards' labels). */
export function withSharedParts(own: LocaleLoaders, ...shared: LocaleLoaders[]): LocaleLoaders {
  const merged = {} as Record<keyof LocaleLoaders, CatalogPartLoaders>;
  for (const locale of Object.keys(own) as (keyof LocaleLoaders)[]) merged[locale] = Object.assign({}, ...shared.map((table) => table[locale]), own[locale]);
  return merged;
}
