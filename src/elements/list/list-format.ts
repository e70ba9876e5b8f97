/**
 * How the kit's lists write facts in a locale: dates and counts. Every Intl object is made once per
 * locale, when first used (or by `prepare()`): a page's first Intl object costs it some 15 ms (ICU's
 * start), better spent while a list's first page is on its way than before it is asked for. Counts
 * share `formatNumber`'s Intl object. Country names are the formats' own (`countryName`, with the
 * ISO lists), which only the elements that show a country import: a method here put the ISO lists
 * on every page using dates.
 */
import { localeCached } from '../../i18n/locale-cache.js';
import { formatNumber } from '../../i18n/plural.js';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

export class ListFormat {
  constructor(readonly locale: string) {}

  private get dates(): Intl.DateTimeFormat {
    // A malformed locale tag gets English.
    return localeCached(dateFormats, this.locale, this.locale, (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }));
  }

  /** Makes the date format now (a list calls it once its first page is asked for). */
  prepare(): void {
    void this.dates;
  }

  /** A date (`Mar 2, 2025`); a value that is not a date is shown as sent; `notGiven` when there is none. */
  date(value: string | undefined, notGiven = ''): string {
    if (value === undefined) return notGiven;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : this.dates.format(date);
  }

  count(value: number): string {
    return formatNumber(value, this.locale);
  }
}

const cache = new Map<string, ListFormat>();

/** The formatter of a locale (one per locale for the whole page). */
export const listFormat = (locale: string): ListFormat => localeCached(cache, locale, locale, (tag) => new ListFormat(tag));
