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
const units = new Map<string, Intl.NumberFormat>();

/**
 * Languages (a tag's first subtag, with at most a region or the Latin script after it) whose numbers
 * Intl writes in Latin digits with no grouping under 1,000: every shipped catalog's (held against Intl
 * in test/i18n/counts.test.ts).
 */
const LATIN_DIGITS = /^(bg|de|en|es|et|fr|it|lt|nl|pl|pt)(-latn)?(-([a-z]{2}|\d{3}))?$/i;

/**
 * A number written for the locale: `1 234` in French, `1.234` in German. A whole number under 1,000
 * in a language of the shipped catalogs is written without Intl: a list's first render (its page
 * sizes) then makes no Intl object, whose first one costs a page some 15 ms (ICU's start), before
 * its request is sent.
 */
export function formatNumber(value: number, locale: string): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000 && !Object.is(value, -0) && LATIN_DIGITS.test(locale)) return String(value);
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

/** How a unit is written: `short` (`2 min`, `1.2 kB`), `long` (`2 minutes`), `narrow` (`2m`). */
export type UnitDisplay = 'short' | 'long' | 'narrow';

/**
 * A quantity with its unit, by Intl: the unit's plural form, abbreviation and number format in the
 * locale (`45 bytes`, `1,5 ko`, `2 minutes`). Fractions are cut, not rounded, to `digits` places.
 */
export function unitText(value: number, unit: string, locale: string, display: UnitDisplay = 'short', digits = 0): string {
  const key = `${locale} ${unit} ${display} ${digits}`;
  const options: Intl.NumberFormatOptions = { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: digits, roundingMode: 'trunc' };
  return localeCached(units, key, locale, (tag) => new Intl.NumberFormat(tag, options)).format(value);
}

/**
 * A size in decimal units (1 MB = 1,000,000 bytes, the reading of the service's "5 MB"), cut rather
 * than rounded, so that a file just under the limit never reads as the limit itself. Bytes are
 * spelled out: Intl's short byte takes no plural in English ("45 byte").
 */
export function formatBytes(bytes: number, locale = 'en'): string {
  if (bytes < 1000) return unitText(bytes, 'byte', locale, 'long');
  if (bytes < 1_000_000) return unitText(bytes / 1000, 'kilobyte', locale, 'short', 1);
  return unitText(bytes / 1_000_000, 'megabyte', locale, 'short', 2);
}
