/** How <svc-transaction-view> writes amounts and moments in a locale (one formatter per locale and currency). */
import { localeCached } from '../../i18n/locale-cache.js';

const money = new Map<string, Intl.NumberFormat | null>();
const numbers = new Map<string, Intl.NumberFormat>();
const moments = new Map<string, Intl.DateTimeFormat>();

/** `€42.50`; a currency code Intl does not know: the number, then the code as sent. */
export function moneyText(amount: number, currency: string | undefined, locale: string): string {
  const plain = localeCached(numbers, locale, locale, (tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 20 }));
  if (!currency) return plain.format(amount);
  const formatter = localeCached(money, `${locale}|${currency}`, locale, (tag) => {
    try {
      return new Intl.NumberFormat(tag, { style: 'currency', currency });
    } catch {
      return null;
    }
  });
  return formatter ? formatter.format(amount) : `${plain.format(amount)} ${currency}`;
}

const balances = new Map<string, Intl.NumberFormat>();

/** A balance: in its currency when given (`£3,100.00`), else the number alone with cents (`3,100.00`). */
export function balanceText(amount: number, currency: string | undefined, locale: string): string {
  if (currency) return moneyText(amount, currency, locale);
  return localeCached(balances, locale, locale, (tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 20 })).format(amount);
}

/** A date and time (`Jun 14, 2025, 10:00 AM`); a value that is not a date is shown as sent. */
export function momentText(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return localeCached(moments, locale, locale, (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' })).format(date);
}
