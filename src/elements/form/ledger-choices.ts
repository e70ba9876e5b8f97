/**
 * An end-user's accounts as a form's picker offers them (the card order's account, the top-up's
 * account): the active ledgers from List ledgers, each named as a person recognises it.
 */
import type { Ledger } from '../../api/schemas/ledger.js';
import { formatIban } from '../../api/formats/index.js';
import { format } from '../../i18n/catalog.js';
import { collator } from '../../i18n/collator.js';
import type { Choice } from './fields.js';

// The query stays beside the choices for the pages that take both; it lives with List ledgers, which the card order takes at first paint.
export { activeLedgersQuery } from '../../api/operations/ledgers.js';

/** The element's words for a ledger without a name, and for a virtual ledger under its parent (`{name}`, `{parent}`). */
export interface LedgerWords {
  unnamed: string;
  subLedger: string;
}

/**
 * A ledger as a person recognises it: its name (under its parent's), its IBAN, its currency. The
 * main accounts come first, by name, then the virtual ones by their parent's name and their own:
 * a person looks for a main account, and an end-user may have many virtual ones.
 */
export function ledgerChoices(ledgers: readonly Ledger[], words: LedgerWords, locale: string): Choice[] {
  const names = new Map(ledgers.map((ledger) => [ledger.id, ledger.friendlyName || words.unnamed]));
  const compare = collator(locale).compare;
  const parentName = (ledger: Ledger) => (ledger.parentId ? (names.get(ledger.parentId) ?? '') : '');
  const ordered = [...ledgers].sort(
    (a, b) => Number(Boolean(a.parentId)) - Number(Boolean(b.parentId)) || compare(parentName(a), parentName(b)) || compare(names.get(a.id) ?? '', names.get(b.id) ?? ''),
  );
  return ordered.map((ledger) => {
    const name = names.get(ledger.id) ?? words.unnamed;
    const parent = ledger.parentId ? names.get(ledger.parentId) : undefined;
    const named = parent ? format(words.subLedger, { name, parent }) : name;
    const facts = [named, ledger.iban ? formatIban(ledger.iban) : '', ledger.currency].filter(Boolean);
    return { value: ledger.id, label: facts.join(' · ') };
  });
}
