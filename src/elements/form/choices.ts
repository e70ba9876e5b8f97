/**
 * Choices for the forms' selects: countries and currencies by their localised names (the full ISO
 * lists), enumeration values by their readable labels.
 */
import { countryCodes, countryName, currencyCodes, currencyName } from '../../api/formats/index.js';
import { ownValue } from '../../api/own.js';
import { choicesOf } from '../../api/primitives.js';
import type { Catalog } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import type { Choice } from './fields.js';

const cache = new Map<string, readonly Choice[]>();

function collator(locale: string): Intl.Collator {
  try {
    return new Intl.Collator(locale);
  } catch {
    return new Intl.Collator('en');
  }
}

function memo(key: string, make: () => Choice[]): readonly Choice[] {
  let choices = cache.get(key);
  if (!choices) {
    choices = Object.freeze(make());
    cache.set(key, choices);
  }
  return choices;
}

const byLabel = (locale: string) => {
  const compare = collator(locale).compare;
  return (a: Choice, b: Choice) => compare(a.label, b.label);
};

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

/**
 * The known values of an enumeration field's schema, by readable label (not cached: labels follow
 * the catalog). `labels`: an element's own labels of values only it shows (else the shared ones).
 */
export function enumChoices(schema: object, messages: Catalog, locale: string, labels?: Readonly<Record<string, string>>): Choice[] {
  const values = choicesOf(schema)?.values ?? [];
  return values.map((value) => ({ value, label: (labels && ownValue<string>(labels, value)) ?? enumLabel(messages, value) })).sort(byLabel(locale));
}
