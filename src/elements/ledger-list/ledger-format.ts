/**
 * How <svc-ledger-list> writes a ledger's facts in a locale. Every Intl object is made once per
 * locale, and names of currencies and countries once per code: a page of 100 rows asks for the
 * same few names a hundred times.
 */
import { countryName, currencyName } from '../../api/formats/index.js';
import { ledgerCountryCode } from './rows.js';

export class LedgerFormat {
  private readonly dates: Intl.DateTimeFormat;
  private readonly numbers: Intl.NumberFormat;
  private readonly currencies = new Map<string, string>();
  private readonly countries = new Map<string, string | undefined>();

  constructor(readonly locale: string) {
    this.dates = attempt(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), () => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }));
    this.numbers = attempt(() => new Intl.NumberFormat(locale), () => new Intl.NumberFormat('en'));
  }

  /** A creation date (`Mar 2, 2025`); a value that is not a date is shown as sent. */
  date(value: string): string {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : this.dates.format(date);
  }

  count(value: number): string {
    return this.numbers.format(value);
  }

  /** `Euro EUR`; a code Intl does not know is shown alone. */
  currency(code: string): string {
    let text = this.currencies.get(code);
    if (text === undefined) {
      const name = currencyName(code, this.locale);
      text = name === code ? code : `${name} ${code}`;
      this.currencies.set(code, text);
    }
    return text;
  }

  /** The country's name, or undefined for a value the kit does not know (shown by its label then). */
  country(value: string): string | undefined {
    if (!this.countries.has(value)) {
      const code = ledgerCountryCode(value);
      this.countries.set(value, code ? countryName(code, this.locale) : undefined);
    }
    return this.countries.get(value);
  }
}

function attempt<T>(make: () => T, fallback: () => T): T {
  try {
    return make();
  } catch {
    return fallback(); // a malformed locale tag
  }
}

const cache = new Map<string, LedgerFormat>();

/** The formatter of a locale (one per locale for the whole page). */
export function ledgerFormat(locale: string): LedgerFormat {
  let found = cache.get(locale);
  if (!found) {
    found = new LedgerFormat(locale);
    cache.set(locale, found);
  }
  return found;
}
