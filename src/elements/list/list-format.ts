/**
 * How the kit's lists write facts in a locale: dates and counts. Every Intl object is made once per
 * locale. Country names are the formats' own (`countryName`, with the ISO lists), which only the
 * elements that show a country import: a method here put the ISO lists on every page using dates.
 */
import { localeCached } from '../../i18n/locale-cache.js';

function attempt<T>(make: () => T, fallback: () => T): T {
  try {
    return make();
  } catch {
    return fallback(); // a malformed locale tag
  }
}

export class ListFormat {
  private readonly dates: Intl.DateTimeFormat;
  private readonly numbers: Intl.NumberFormat;

  constructor(readonly locale: string) {
    this.dates = attempt(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), () => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }));
    this.numbers = attempt(() => new Intl.NumberFormat(locale), () => new Intl.NumberFormat('en'));
  }

  /** A date (`Mar 2, 2025`); a value that is not a date is shown as sent; `notGiven` when there is none. */
  date(value: string | undefined, notGiven = ''): string {
    if (value === undefined) return notGiven;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : this.dates.format(date);
  }

  count(value: number): string {
    return this.numbers.format(value);
  }
}

const cache = new Map<string, ListFormat>();

/** The formatter of a locale (one per locale for the whole page). */
export const listFormat = (locale: string): ListFormat => localeCached(cache, locale, locale, (tag) => new ListFormat(tag));
