/**
 * How <svc-ledger-list> writes a ledger's facts in a locale: the list's dates and counts, plus
 * currencies and ledger countries, each name made once per code: a page of 100 rows asks for the
 * same few names a hundred times.
 *
 * Currencies and the LedgerCountry values are named by Intl.DisplayNames alone, made here rather
 * than through the formats' `currencyName`/`countryName`: those live with the ISO code lists
 * (1.8 KiB), which the list then carried at first paint for names it does not need them for. Only a
 * country sent as an alpha-3 code outside LedgerCountry needs the lists (alpha-3 to alpha-2): they
 * are fetched when a row first shows one, and that row shows the value as it came until they arrive.
 */
import { ListFormat } from '../list/list-format.js';
import { isAlpha3Form, ledgerRegion } from './rows.js';
import { localeCached } from '../../i18n/locale-cache.js';
import { loadOnce } from '../base/load-once.js';

type IsoLists = typeof import('./country-names.js');

/** The ISO code lists once here; null when they could not be fetched (the value is then shown as it came). */
let isoLists: IsoLists | null | undefined;
let isoListsFetch: Promise<unknown> | undefined;

const loadIsoLists = loadOnce(() => import('./country-names.js'), 'the country codes');
const fetchIsoLists = (): Promise<unknown> => (isoListsFetch ??= loadIsoLists().then((module) => (isoLists = module ?? null)));

export class LedgerFormat extends ListFormat {
  private readonly currencies = new Map<string, string>();
  private readonly countries = new Map<string, string | undefined>();
  /** Intl's namers of this locale by kind; null when the browser refused the locale (no name then). */
  private readonly namers = new Map<'region' | 'currency', Intl.DisplayNames | null>();

  /** Intl's name of a currency or alpha-2 region code, undefined when it has none. */
  private name(type: 'region' | 'currency', code: string): string | undefined {
    let namer = this.namers.get(type);
    if (namer === undefined) {
      try {
        namer = new Intl.DisplayNames([this.locale], { type, fallback: 'none' });
      } catch {
        namer = null; // a malformed locale tag, or no Intl.DisplayNames
      }
      this.namers.set(type, namer);
    }
    try {
      return namer?.of(code);
    } catch {
      return undefined; // a code of the wrong form for its kind
    }
  }

  /** `Euro EUR`; a code Intl does not know is shown alone. */
  currency(code: string): string {
    let text = this.currencies.get(code);
    if (text === undefined) {
      const name = this.name('currency', code);
      text = name && name !== code ? `${name} ${code}` : code;
      this.currencies.set(code, text);
    }
    return text;
  }

  /** The country's name, or undefined for a value the kit or Intl cannot name (shown by its label then). */
  country(value: string): string | undefined {
    if (!this.countries.has(value)) {
      const region = ledgerRegion(value);
      const alpha3 = !region && isAlpha3Form(value);
      // Named once the lists are here; the row shows the value's label until then.
      if (alpha3 && isoLists === undefined) return void fetchIsoLists();
      this.countries.set(value, region ? this.name('region', region) : alpha3 ? isoLists?.countryName(value, this.locale) : undefined);
    }
    return this.countries.get(value);
  }

  /** While a row's country waits for the code lists: settles when they are here (or could not be fetched). */
  get namesArriving(): Promise<unknown> | undefined {
    return isoLists === undefined ? isoListsFetch : undefined;
  }
}

const cache = new Map<string, LedgerFormat>();

/** The formatter of a locale (one per locale for the whole page). */
export const ledgerFormat = (locale: string): LedgerFormat => localeCached(cache, locale, locale, (tag) => new LedgerFormat(tag));
