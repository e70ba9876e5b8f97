/**
 * The words only a journey's later steps use, fetched with those steps (their English in the later
 * steps' module), in the locale in force: the same catalog part as the journey's other words, so each
 * language's file and a partner's registrations give them as for any text (`loadCatalog`).
 */
import type { ReactiveControllerHost } from 'lit';
import { loadCatalog, type Catalog } from '../../i18n/catalog.js';

/** The words of a journey's part (the one its class carries in `ownMessages`) in a locale. */
export interface LaterWords<T> {
  /** Loads them (once a locale), before a later step shows. */
  ready(locale: string): Promise<T>;
  /** Them, once loaded; else undefined, and the host draws again when they are in (a new locale). */
  in(locale: string, host: ReactiveControllerHost): T | undefined;
}

/** A journey's later words: its part of the catalog (`part`, as its class's `ownMessages` names it), their English. */
export function laterWords<T extends object>(part: keyof Catalog, english: T): LaterWords<T> {
  const loaded = new Map<string, T>();
  const loading = new Map<string, Promise<T>>();
  const ready = (locale: string): Promise<T> => {
    let pending = loading.get(locale);
    if (!pending) {
      // The part holds these words and others: loading them over their English gives these in the locale (merge keeps English's shape).
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
    in: (locale, host) => {
      const words = loaded.get(locale);
      if (!words) void ready(locale).then(() => host.requestUpdate());
      return words;
    },
  };
}

/**
 * A journey's catalog part: as its element's `messages` hold it, the words of its first page alone
 * (the later steps read theirs only through `laterWords`, from the later module); as the catalog
 * holds it (every language's file, a partner's overrides), those and the later steps' too. A journey's
 * `texts/en.ts` gives its part this type, so that its class carries the first page's words alone
 * (`ownMessages`) as the part, and its code cannot read a later step's word from `messages`.
 */
export type JourneyPart<FirstPage, Whole extends FirstPage> = FirstPage | Whole;
