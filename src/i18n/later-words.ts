/**
 * The later words of a catalog part: those an element says only once the person acts (a payment's
 * page, an upload's files), kept out of its first paint. Their English is the part's `en-later.ts`,
 * which the module that says them imports; in another locale they come from that locale's file of
 * the part (the same file, and the same partner registrations, as the part's first words), loaded
 * over their English. The catalog holds the part whole (`scripts/generate.mjs`): partners and the
 * other languages see one part.
 */
import { loadCatalog, type CatalogPart } from './catalog.js';

export interface LaterWords<T> {
  /** Loads them in a locale (once a locale): called when the act starts, so that they are there when it needs them. */
  ready(locale: string): Promise<T>;
  /**
   * `value` once they are in for a locale: at once when they are, else once loaded. For a module
   * that brings them: it is handed over with its words.
   */
  with<M>(locale: string, value: M): M | Promise<M>;
  /**
   * Them in a locale. Until that locale's are in (its locale changed since `ready`), English, and
   * the element draws again when they come: never a missing word.
   */
  in(locale: string, host: { requestUpdate(): void }): T;
}

/** The later words of `part`, from their English. */
export function laterWords<T extends object>(part: CatalogPart, english: T): LaterWords<T> {
  const loaded = new Map<string, T>();
  const loading = new Map<string, Promise<T>>();
  const ready = (locale: string): Promise<T> => {
    let pending = loading.get(locale);
    if (!pending) {
      // The locale's file holds the whole part: loaded over these words' English, it gives these (merge keeps English's shape).
      pending = loadCatalog<Record<string, T>>(locale, { [part]: english }).then((catalog) => {
        const words = catalog[part] ?? english;
        loaded.set(locale, words);
        return words;
      });
      loading.set(locale, pending);
    }
    return pending;
  };
  return {
    ready,
    with: (locale, value) => (loaded.has(locale) ? value : ready(locale).then(() => value)),
    in: (locale, host) => {
      const words = loaded.get(locale);
      if (words) return words;
      void ready(locale).then(() => host.requestUpdate());
      return english;
    },
  };
}
