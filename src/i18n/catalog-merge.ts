/**
 * Putting a language's texts over English: fetched by `loadCatalog` (`catalog.ts`) with the first
 * texts of a language other than English, beside them, so a page shown in English never downloads it.
 */
import type { Plural } from './plural.js';

const CATEGORIES: ReadonlySet<string> = new Set<Intl.LDMLPluralRule>(['zero', 'one', 'two', 'few', 'many', 'other']);

/** Whether a catalog entry holds the plural forms of a count. */
export function isPlural(value: unknown): value is Plural {
  return typeof value === 'object' && value !== null && 'other' in value && Object.keys(value).every((key) => CATEGORIES.has(key));
}

/**
 * `base` with `over`'s entries where `base` has an entry of the same kind: the result keeps `base`'s
 * shape. `root` is the catalog itself; its `errors` part (a flat table of texts by code) is `open`:
 * it also takes the texts of codes whose English the module that raises them holds (a partner's
 * set-up that cannot work), so that an element shows those in its locale too.
 */
function merge(base: unknown, over: unknown, open = false, root = false): unknown {
  if (!over || typeof over !== 'object' || !base || typeof base !== 'object') return typeof over === 'string' && typeof base === 'string' ? over : base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    // Plural forms are replaced as a whole: each language has its own categories.
    if (isPlural(current)) out[key] = isPlural(value) ? value : current;
    else if (current !== undefined) out[key] = merge(current, value, root && key === 'errors');
    else if (open && typeof value === 'string') out[key] = value;
  }
  return out;
}

/**
 * `english` with each registration's texts over it, in order (the later winning): `overrides` holds,
 * for each registration, what it gave for each of `parts` (undefined where it gave nothing).
 */
export function overlay<T>(english: T, parts: string[], overrides: unknown[][]): T {
  let catalog: unknown = english;
  for (const byPart of overrides) {
    catalog = merge(catalog, Object.fromEntries(parts.map((part, index) => [part, byPart[index]])), false, true);
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- merge keeps English's shape: it writes only the keys English has, each with a value of the same kind
  return catalog as T;
}
