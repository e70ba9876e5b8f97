/**
 * Counts in a sentence, by the locale's plural rules: English has two forms (one, other),
 * Lithuanian four (one, few, many, other), and so on. A catalog entry for a count is an object of
 * the forms the language uses (Intl.PluralRules categories), `other` always among them.
 */
import { format } from './catalog.js';
import { localeCached } from './locale-cache.js';

export type Plural = { [Category in Intl.LDMLPluralRule]?: string } & { other: string };

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

/** A number written for the locale: `1 234` in French, `1.234` in German. */
export function formatNumber(value: number, locale: string): string {
  return localeCached(numbers, locale, locale, (tag) => new Intl.NumberFormat(tag)).format(value);
}

/**
 * The form of `forms` that fits `count` in the locale, with `{count}` (written for the locale) and
 * the other `values` filled in.
 */
export function plural(forms: Plural, count: number, locale: string, values: Record<string, string | number> = {}): string {
  const category = localeCached(rules, locale, locale, (tag) => new Intl.PluralRules(tag)).select(count);
  return format(forms[category] ?? forms.other, { count: formatNumber(count, locale), ...values });
}
