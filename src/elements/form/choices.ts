/**
 * Choices for the forms' selects: countries and currencies by their localised names (the full ISO
 * lists). An enumeration's values by their readable labels: enum-choices.ts.
 */
import { countryCodes, countryName, currencyCodes, currencyName } from '../../api/formats/index.js';
import { byLabel } from '../../i18n/collator.js';
import type { Choice } from './fields.js';

const cache = new Map<string, readonly Choice[]>();

function memo(key: string, make: () => Choice[]): readonly Choice[] {
  let choices = cache.get(key);
  if (!choices) {
    choices = Object.freeze(make());
    cache.set(key, choices);
  }
  return choices;
}

/** Every ISO 3166-1 country, by its name in `locale`. */
export const countryChoices = (locale: string) =>
  memo(`country|${locale}`, () => countryCodes().map((code) => ({ value: code, label: countryName(code, locale) })).sort(byLabel(locale)));

/** Every ISO 4217 currency, by its name in `locale`, with its code. */
export const currencyChoices = (locale: string) =>
  memo(`currency|${locale}`, () =>
    currencyCodes()
      .map((code) => {
        const name = currencyName(code, locale);
        return { value: code, label: name === code ? code : `${name} (${code})` };
      })
      .sort(byLabel(locale)),
  );
