/**
 * The accounts' picker of <svc-card-order> once the accounts are listed, fetched on demand (part
 * `'accounts'`) beside List ledgers, started with that request so that it costs no round trip of
 * its own: the ledgers named as the choices offer them (form/ledger-choices.ts), what ordering a
 * first card does to an account that holds money, and that there are none or more than listed. Its
 * words are the element's later words (`later-words.ts`): its loader waits for them in the
 * element's locale before handing it over.
 * List ledgers and its query stay on the page: the request cannot wait for a module.
 */
import type { Ledger } from '../../api/schemas/ledger.js';
import { format } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import { ledgerChoices } from '../form/ledger-choices.js';
import { words, type CardOrderWords } from './later-words.js';

export { words };

/** The listed accounts as the choices of the account's field, by their names. */
export const accountChoices = (ledgers: readonly Ledger[], texts: CardOrderWords, locale: string) =>
  ledgerChoices(ledgers, { unnamed: texts.unnamedLedger, subLedger: texts.subLedger }, locale);

/** What a first card does to this ledger's money: said for certain when its balance is known, as a possibility when not. */
export function emptiedNotice(ledger: Ledger, texts: CardOrderWords, locale: string): string | undefined {
  const balance = ledger.balance;
  if (typeof balance !== 'number') return texts.emptiedMaybe;
  if (balance <= 0) return undefined;
  let amount: string;
  try {
    amount = new Intl.NumberFormat(locale, { style: 'currency', currency: ledger.currency }).format(balance);
  } catch {
    // A currency code Intl does not know: the number, then the code.
    amount = `${new Intl.NumberFormat(locale).format(balance)} ${ledger.currency}`;
  }
  return format(texts.emptiedKnown, { amount });
}

/** The hint's addition when List ledgers has more accounts than it listed (empty when it listed all). */
export const moreThanListed = (listed: number, total: number, texts: CardOrderWords, locale: string) =>
  total > listed ? ` ${format(texts.ledgersMore, { count: formatNumber(listed, locale) })}` : '';
