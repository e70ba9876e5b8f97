/** Polskie teksty <svc-account-load>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/pl.js';

export default {
  submit: 'Zasil rachunek',
  ledger: 'Rachunek do zasilenia',
  ledgerHint: 'Środki trafią na ten rachunek.',
  ledgerChoose: 'Wybierz rachunek…',
  amountTo: '{amount} na {account}',
  ledgerId: 'Identyfikator rachunku',
  ledgerIdHint: 'Identyfikator (UUID) rachunku do zasilenia.',
  ledgersLoading: 'Wczytywanie rachunków…',
  ledgersFailed: 'Nie udało się wczytać rachunków.',
  ledgersEmpty: 'Brak aktywnych rachunków do zasilenia.',
  unnamedLedger: 'Rachunek bez nazwy',
  subLedger: '{name} (w ramach: {parent})',
  returnFailed: 'Nie udało się wczytać wyniku zasilenia rachunku.',
  pageFailed: 'Nie udało się przygotować zasilenia: nic nie zostało wysłane.',
} satisfies Catalog['accountLoad'];
