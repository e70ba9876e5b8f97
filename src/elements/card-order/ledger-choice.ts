/**
 * What ordering a first card does to an account that holds money, as <svc-card-order> says it
 * (the accounts themselves are offered by form/ledger-choices.ts).
 */
import type { Ledger } from '../../api/schemas/ledger.js';
import { format } from '../../i18n/catalog.js';
import type { Catalog } from '../../i18n/catalog.js';

/** What a first card does to this ledger's money: said for certain when its balance is known, as a possibility when not. */
export function emptiedNotice(ledger: Ledger, messages: Catalog, locale: string): string | undefined {
  const texts = messages.cardOrder;
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
