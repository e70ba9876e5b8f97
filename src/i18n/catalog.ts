/**
 * Message catalogs at run time. English ships in the bundle; every other locale is registered with
 * a loader and fetched only when an element asks for it. Missing entries fall back to English.
 */
import type { en } from './en.js';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalog = Widen<typeof en>;
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
export type PartialCatalog = DeepPartial<Catalog>;

export type CatalogLoader = () => Promise<PartialCatalog | { default: PartialCatalog }>;

const loaders = new Map<string, CatalogLoader>();

/** Makes a locale available; `loader` runs the first time an element needs it. */
export function registerLocale(locale: string, loader: CatalogLoader): void {
  loaders.set(locale.toLowerCase(), loader);
  partials.delete(locale.toLowerCase());
}

function merge<T extends object>(base: T, over: DeepPartial<T> | undefined): T {
  if (!over) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) {
    const current = (base as Record<string, unknown>)[key];
    out[key] = value && typeof value === 'object' && current && typeof current === 'object' ? merge(current as object, value) : (value ?? current);
  }
  return out as T;
}

/** The best registered match: `fr-CA`, then `fr`; undefined when only English fits. */
function loaderFor(locale: string): [string, CatalogLoader] | undefined {
  const wanted = locale.toLowerCase();
  for (const candidate of [wanted, wanted.split('-')[0]]) {
    const loader = loaders.get(candidate);
    if (loader) return [candidate, loader];
  }
  return undefined;
}

const partials = new Map<string, Promise<PartialCatalog | undefined>>();

/**
 * The catalog for a locale over the given English texts (each element passes the English it
 * carries), English where the locale has no entry. Never rejects: a failed load is English.
 */
export async function loadCatalog(locale: string, english: Catalog): Promise<Catalog> {
  const match = loaderFor(locale);
  if (!match) return english;
  const [key, loader] = match;
  let partial = partials.get(key);
  if (!partial) {
    partial = loader()
      .then((module) => ('default' in module ? (module.default as PartialCatalog) : (module as PartialCatalog)))
      .catch((error) => {
        console.warn(`svc-elements: the "${key}" messages could not be loaded; English is shown.`, error);
        return undefined;
      });
    partials.set(key, partial);
  }
  return merge<Catalog>(english, await partial);
}

/** Fills `{name}` placeholders. Values are text; the result is rendered as text. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
