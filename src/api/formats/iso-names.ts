// The names of ISO 3166-1 countries and ISO 4217 currencies, from the browser's Intl.DisplayNames: no name
// tables weigh on the bundle and every locale the browser knows works. Apart from the currencies' codes
// (currencies.ts), which naming a currency does not need.
import { alpha2FromAlpha3 } from './countries.js';

// Building an Intl.DisplayNames is far slower than a lookup, and lists render hundreds of names: keep one per
// locale and kind. `null` remembers a locale the browser refused, so it is not retried on every call.
const displayNamesCache = new Map<string, Intl.DisplayNames | null>();

function displayName(type: 'region' | 'currency', code: string, locale: string): string | undefined {
  const key = `${type}|${locale}`;
  let names = displayNamesCache.get(key);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type, fallback: 'none' });
    } catch {
      names = null; // malformed locale tag, or no Intl.DisplayNames at all
    }
    displayNamesCache.set(key, names);
  }
  try {
    return names?.of(code) ?? undefined;
  } catch {
    return undefined; // a code that is not even well-formed for this type
  }
}

// Codes outside ISO 3166-1 that answers carry and that CLDR (so Intl.DisplayNames) names under a
// user-assigned alpha-2: Kosovo (XKX, XK), which the service uses and a card design may list.
const USER_ASSIGNED: Readonly<Record<string, string>> = { XKX: 'XK' };

/**
 * The name of a country given its alpha-3 code, in `locale` (`countryName('FRA')` → `'France'`,
 * `countryName('DEU', 'fr')` → `'Allemagne'`, `countryName('XKX')` → `'Kosovo'`). Falls back to the code
 * itself when the code is unknown or the browser has no name for it.
 */
export function countryName(alpha3: string, locale = 'en'): string {
  const alpha2 = alpha2FromAlpha3(alpha3) ?? (Object.hasOwn(USER_ASSIGNED, alpha3) ? USER_ASSIGNED[alpha3] : undefined);
  return (alpha2 && displayName('region', alpha2, locale)) || alpha3;
}

/** The name of a currency in `locale` (`currencyName('EUR')` → `'Euro'`), or the code itself as a fallback. */
export function currencyName(code: string, locale = 'en'): string {
  return displayName('currency', code, locale) || code;
}
