/**
 * An enumeration field's choices, by readable label: apart from the country and currency choices
 * (choices.ts), so that a form offering only enumerations carries no ISO code lists.
 */
import { choicesOf } from '../../api/primitives.js';
import type { Catalog } from '../../i18n/catalog.js';
import { enumLabel, labelIn } from '../../i18n/labels.js';
import { byLabel } from '../../i18n/collator.js';
import type { Choice } from './fields.js';

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
