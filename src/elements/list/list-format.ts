/**
 * How the kit's lists write facts in a locale: dates and counts. Every Intl object is made once per
 * locale, after the first render that uses the formatter (see the constructor): a page's first Intl
 * object costs it some 15 ms (ICU's start), better spent while a list's first page is on its way
 * than before it is asked for (the script tag's loader starts ICU while the chunks download, so
 * there the date format costs well under a millisecond). Counts share `formatNumber`'s Intl object. Country names are the
 * formats' own (`countryName`, with the ISO lists), which only the elements that show a country
 * import: a method here put the ISO lists on every page using dates.
 */
import { localeCached } from '../../i18n/locale-cache.js';
import { formatNumber } from '../../i18n/plural.js';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Languages (alone or with a region) whose numbers Intl writes in Latin digits, with no grouping
 * under 1,000: every shipped catalog's (held against Intl in test/i18n/counts.test.ts).
 */
const LATIN_DIGITS = /^(bg|de|en|es|et|fr|it|lt|nl|pl|pt)(-[a-z]{2})?$/i;

export class ListFormat {
  constructor(readonly locale: string) {
    // The date format is made on the turn after the formatter's first use: a list asks for its first
    // page in that update, and the page's first Intl object (ICU's start) is made while it is on its way.
    setTimeout(() => this.dates);
  }

  private get dates(): Intl.DateTimeFormat {
    // A malformed locale tag gets English.
    return localeCached(dateFormats, this.locale, this.locale, (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }));
  }

  /** A date (`Mar 2, 2025`); a value that is not a date is shown as sent; `notGiven` when there is none. */
  date(value: string | undefined, notGiven = ''): string {
    if (value === undefined) return notGiven;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : this.dates.format(date);
  }

  /**
   * A count. A whole number under 1,000 in a language of the shipped catalogs is written without
   * Intl, so that a list's first render (its page sizes) makes no Intl object before its request.
   */
  count(value: number): string {
    // Whole, under 1,000, and 0 or more but not -0 (1 / -0 is -Infinity).
    return value % 1 === 0 && value < 1000 && 1 / value > 0 && LATIN_DIGITS.test(this.locale) ? `${value}` : formatNumber(value, this.locale);
  }
}

const cache = new Map<string, ListFormat>();

/** The formatter of a locale (one per locale for the whole page). */
export const listFormat = (locale: string): ListFormat => localeCached(cache, locale, locale, (tag) => new ListFormat(tag));
