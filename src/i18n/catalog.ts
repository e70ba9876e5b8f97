/**
 * Message catalogs at run time. English ships with each element; every other locale is registered
 * with loaders and fetched only when an element shows it, part by part (the shared texts, then each
 * element's own), so a page downloads the texts of the elements it shows in the languages it uses.
 * Registrations of one locale stack: a later one overrides the entries it gives. Anything missing
 * falls back to English.
 */
import type { en } from './en.js';
import type { Plural } from './plural.js';
import { isRecord } from '../api/guards.js';

/** An entry whose keys are all plural categories (`{ one, other }`) holds the forms of a count. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : keyof T[K] extends Intl.LDMLPluralRule ? Plural : Widen<T[K]> };
export type Catalog = Widen<typeof en>;
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : T[K] extends Plural ? Plural : DeepPartial<T[K]> };
export type PartialCatalog = DeepPartial<Catalog>;

/** One part of the catalog: `common`, `errors` (every element), `enums` (those that show enumeration labels), or an element's own (`ledgerList`…). */
export type CatalogPart = keyof Catalog;

export type Loaded<T> = T | { default: T };

/** Loads a whole catalog (or the entries to override) at once. */
export type CatalogLoader = () => Promise<Loaded<PartialCatalog>>;

/** Loads each part on its own, so that an element fetches only the parts it shows. */
export type CatalogPartLoaders = { [P in CatalogPart]?: () => Promise<Loaded<PartialCatalog[P]>> };

/** One registration and what it has loaded so far (per part; `*` for a whole-catalog loader). */
interface Layer {
  loader: CatalogLoader | { readonly [part: string]: (() => Promise<unknown>) | undefined };
  loaded: Map<string, Promise<unknown>>;
}

/** The kit's own catalogs (below), then the partner's registrations (above, later ones winning). */
const shipped = new Map<string, Layer[]>();
const partner = new Map<string, Layer[]>();

function add(registry: Map<string, Layer[]>, locale: string, loader: CatalogLoader | CatalogPartLoaders): void {
  const key = locale.toLowerCase();
  const list = registry.get(key) ?? [];
  if (list.some((layer) => layer.loader === loader)) return; // the same registration again (a second copy of a define module)
  registry.set(key, [...list, { loader, loaded: new Map() }]);
}

/**
 * Makes a locale available, or overrides some of its texts: `loader` runs the first time an element
 * shows that locale. A function loads a (partial) catalog; an object of part loaders loads each part
 * only for the elements that show it. Registrations stack over the kit's own catalogs, the latest winning.
 * Register before the elements that use the locale render.
 */
export function registerLocale(locale: string, loader: CatalogLoader | CatalogPartLoaders): void {
  add(partner, locale, loader);
}

/** The kit's catalogs of a locale: always under what partners register, whenever they do. */
export function registerShippedLocale(locale: string, loaders: CatalogPartLoaders): void {
  add(shipped, locale, loaders);
}

const layersOf = (key: string): Layer[] => [...(shipped.get(key) ?? []), ...(partner.get(key) ?? [])];

/**
 * The registered keys that apply to a locale, least specific first: `fr`, then `fr-ca`. A language
 * the kit ships for one region only stands for the language: `pt` and `pt-BR` start from `pt-pt`.
 */
function keysFor(locale: string): string[] {
  const wanted = locale.toLowerCase();
  const language = wanted.split('-')[0];
  const region = shipped.has(language) ? undefined : [...shipped.keys()].find((key) => key.startsWith(`${language}-`));
  const keys = [region, language, wanted].filter((key, index, all): key is string => key !== undefined && all.lastIndexOf(key) === index);
  return keys.filter((key) => layersOf(key).length > 0);
}

/** Whether some registration applies to the locale (else it is shown in English at once). */
export function hasLocale(locale: string): boolean {
  return keysFor(locale).length > 0;
}

const unwrap = (module: unknown): unknown => (module && typeof module === 'object' && 'default' in module ? module.default : module);

/** What a layer gives for one part; a failed load gives nothing (and says so once). */
function loadPart(key: string, layer: Layer, part: string): Promise<unknown> {
  const loader = layer.loader;
  const whole = typeof loader === 'function';
  const slot = whole ? '*' : part;
  let loading = layer.loaded.get(slot);
  if (!loading) {
    const load: (() => Promise<unknown>) | undefined = typeof loader === 'function' ? loader : loader[part];
    if (!load) return Promise.resolve(undefined);
    loading = load()
      .then(unwrap)
      .catch((error: unknown) => {
        console.warn(`svc-elements: the "${key}" messages could not be loaded; English is shown.`, error);
        return undefined;
      });
    layer.loaded.set(slot, loading);
  }
  return whole ? loading.then((catalog) => (isRecord(catalog) ? catalog[part] : undefined)) : loading;
}

/**
 * The catalog for a locale over the given English texts (each element passes the parts it carries),
 * English where the locale has no entry. Loads only those parts. Never rejects: a failed load is English.
 */
export async function loadCatalog<T extends Partial<Catalog>>(locale: string, english: T): Promise<T> {
  const parts = Object.keys(english);
  const keys = keysFor(locale);
  if (keys.length === 0) return english;
  // The merging comes on demand with the first language other than English, beside its texts.
  const [merger, overrides] = await Promise.all([
    loadMerging(),
    Promise.all(keys.flatMap((key) => layersOf(key).map((layer) => Promise.all(parts.map((part) => loadPart(key, layer, part)))))),
  ]);
  return merger ? merger.overlay(english, parts, overrides) : english;
}

let merging: Promise<typeof import('./catalog-merge.js') | undefined> | undefined;

/** The merging module (once); undefined when it could not be fetched (the locale is then shown in English, and the next load tries again). */
function loadMerging(): Promise<typeof import('./catalog-merge.js') | undefined> {
  return (merging ??= import('./catalog-merge.js').catch((error: unknown) => {
    console.warn('svc-elements: the messages could not be merged; English is shown.', error);
    merging = undefined;
    return undefined;
  }));
}

/** Fills `{name}` placeholders. Values are text; the result is rendered as text. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
