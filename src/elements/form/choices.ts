/**
 * Choices for the forms' selects: countries and currencies by their localised names (the full ISO
 * lists), enumeration values by their readable labels.
 */
import { countryCodes, countryName, currencyCodes, currencyName } from '../../api/formats/index.js';
import { choicesOf } from '../../api/primitives.js';
import type { Catalog } from '../../i18n/catalog.js';
import { enumLabel, labelIn } from '../../i18n/labels.js';
import { collator } from '../../i18n/collator.js';
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

/** Enumeration choices by schema, then catalog, then labels: a form renders them on every keystroke. */
const enumCache = new WeakMap<object, WeakMap<Catalog, WeakMap<object, Map<string, readonly Choice[]>>>>();
/** Stands for "no labels of the element's own" as a key. */
const sharedLabels = {};

/** The entry of `key` in a weak map, made on first use. */
function within<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/**
 * The known values of an enumeration field's schema, by readable label, kept while the schema,
 * the catalog (labels follow it), the element's labels and the locale stay the same. `labels`:
 * an element's own labels of the values it shows (a value outside them shows as its code), else the
 * shared ones (the catalog part `enums`, which the element then carries in its `ownMessages`).
 */
export function enumChoices(schema: object, messages: Catalog, locale: string, labels?: Readonly<Record<string, string>>): readonly Choice[] {
  const byLocale = within(within(within(enumCache, schema, () => new WeakMap()), messages, () => new WeakMap()), labels ?? sharedLabels, () => new Map());
  let choices = byLocale.get(locale);
  if (!choices) {
    const values = choicesOf(schema)?.values ?? [];
    choices = Object.freeze(values.map((value) => ({ value, label: labels ? labelIn(labels, value) : enumLabel(messages, value) })).sort(byLabel(locale)));
    byLocale.set(locale, choices);
  }
  return choices;
}
