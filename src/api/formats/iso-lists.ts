// ISO 3166-1 country codes and ISO 4217 currency codes, with their names: one import for all of them.
//
// Only the codes ship, each list in a module of its own (countries.ts, currencies.ts) so that a page carries
// only the list it uses; names come from the browser's Intl.DisplayNames (iso-names.ts).
export { alpha2FromAlpha3, countryCodes, isCountryAlpha2, isCountryAlpha3 } from './countries.js';
export { currencyCodes, isCurrencyCode } from './currencies.js';
export { countryName, currencyName } from './iso-names.js';
