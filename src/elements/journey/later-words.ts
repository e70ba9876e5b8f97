/**
 * The words only a journey's later steps use, fetched with those steps (their English in the later
 * steps' module), in the locale in force: the same catalog part as the journey's other words, so each
 * language's file and a partner's registrations give them as for any text (`loadCatalog`).
 */
import type { ReactiveControllerHost } from 'lit';
import { hasLocale, loadCatalog } from '../../i18n/catalog.js';

/**
 * The words in a locale, of the journey's part (the one its class carries in `ownMessages`): English
 * at once, another language once loaded (the host then draws again); undefined until then.
 */
export type LaterWords<T> = (part: string, locale: string, host: ReactiveControllerHost) => T | undefined;

export function laterWords<T extends object>(english: T): LaterWords<T> {
  const loaded = new Map<string, T>();
  const loading = new Map<string, Promise<unknown>>();
  return (part, locale, host) => {
    const here = loaded.get(locale) ?? (hasLocale(locale) ? undefined : english);
    if (here) return here;
    let pending = loading.get(locale);
    if (!pending) {
      // The part holds these words and others: loading them over their English gives these in the locale (merge keeps English's shape).
      pending = loadCatalog<Record<string, T>>(locale, { [part]: english }).then((catalog) => loaded.set(locale, catalog[part] ?? english));
      loading.set(locale, pending);
    }
    void pending.then(() => host.requestUpdate());
    return undefined;
  };
}
