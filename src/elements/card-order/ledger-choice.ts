/**
 * The accounts a card can be ordered for, as <svc-card-order> lists them: the active ledgers of
 * the end-user (List ledgers), main accounts first, each kind by name, a virtual ledger named with
 * its parent, and what
 * ordering a first card does to an account that holds money.
 */
import { LIMITS } from '../../api/limits.js';
import type { Ledger } from '../../api/schemas/ledger.js';
import { formatIban } from '../../api/formats/index.js';
import { format } from '../../i18n/catalog.js';
import type { Catalog } from '../../i18n/catalog.js';
import type { Choice } from '../form/fields.js';
import { collator } from '../../i18n/collator.js';

/** The List ledgers query: one page of the end-user's active ledgers (a card needs an active one). */
export function ledgerQuery(endUserId: string | undefined) {
  return {
    status: ['ACTIVE' as const],
    sortAttribute: 'CREATION_DATE' as const,
    sortDirection: 'DESC' as const,
    pageSize: LIMITS.pageSize.max,
    ...(endUserId ? { endUserId } : {}),
  };
}

/**
 * A ledger as a person recognises it: its name (under its parent's), its IBAN, its currency. The
 * main accounts come first, by name, then the virtual ones by their parent's name and their own:
 * a person ordering a card looks for a main account, and an end-user may have many virtual ones.
 */
export function ledgerChoices(ledgers: readonly Ledger[], messages: Catalog, locale: string): Choice[] {
  const texts = messages.cardOrder;
  const names = new Map(ledgers.map((ledger) => [ledger.id, ledger.friendlyName || texts.unnamedLedger]));
  const compare = collator(locale).compare;
  const parentName = (ledger: Ledger) => (ledger.parentId ? (names.get(ledger.parentId) ?? '') : '');
  const ordered = [...ledgers].sort(
    (a, b) => Number(Boolean(a.parentId)) - Number(Boolean(b.parentId)) || compare(parentName(a), parentName(b)) || compare(names.get(a.id)!, names.get(b.id)!),
  );
  return ordered.map((ledger) => {
    const name = names.get(ledger.id)!;
    const parent = ledger.parentId ? names.get(ledger.parentId) : undefined;
    const named = parent ? format(texts.subLedger, { name, parent }) : name;
    const facts = [named, ledger.iban ? formatIban(ledger.iban) : '', ledger.currency].filter(Boolean);
    return { value: ledger.id, label: facts.join(' · ') };
  });
}

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
