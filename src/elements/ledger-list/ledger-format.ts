/**
 * How <svc-ledger-list> writes a ledger's facts in a locale: the list's dates and counts, plus
 * currencies and ledger countries, each name made once per code: a page of 100 rows asks for the
 * same few names a hundred times.
 */
import { countryName, currencyName } from '../../api/formats/index.js';
import { ListFormat } from '../list/list-format.js';
import { ledgerCountryCode } from './rows.js';
import { localeCached } from '../../i18n/locale-cache.js';

export class LedgerFormat extends ListFormat {
  private readonly currencies = new Map<string, string>();
  private readonly countries = new Map<string, string | undefined>();

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

const cache = new Map<string, LedgerFormat>();

/** The formatter of a locale (one per locale for the whole page). */
export const ledgerFormat = (locale: string): LedgerFormat => localeCached(cache, locale, locale, (tag) => new LedgerFormat(tag));
