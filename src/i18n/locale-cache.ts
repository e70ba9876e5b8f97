/**
 * Intl objects and formatters are costly to make and the same for every element of a page: each is
 * made once per locale (and per `key`, when it also depends on options) and kept for the page.
 */

/** The cached value of `key`, made with `make(locale)` the first time; a malformed locale tag gets English. */
export function localeCached<T>(cache: Map<string, T>, key: string, locale: string, make: (locale: string) => T): T {
  let found = cache.get(key);
  if (found === undefined) {
    try {
      found = make(locale);
    } catch {
      found = make('en');
    }
    cache.set(key, found);
  }
  return found;
}
