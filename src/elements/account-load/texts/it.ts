/** Testi italiani di <svc-account-load>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/it.js';

export default {
  submit: 'Aggiungi denaro',
  ledger: 'Conto da alimentare',
  ledgerHint: 'Il denaro arriva su questo conto.',
  ledgerChoose: 'Scelga un conto…',
  amountTo: '{amount} su {account}',
  ledgerId: 'Identificativo del conto',
  ledgerIdHint: 'L’identificativo (UUID) del conto da alimentare.',
  ledgersLoading: 'Caricamento dei conti…',
  ledgersFailed: 'Non è stato possibile caricare i conti.',
  ledgersEmpty: 'Nessun conto attivo da alimentare.',
  unnamedLedger: 'Conto senza nome',
  subLedger: '{name} (in {parent})',
  returnFailed: 'Non è stato possibile caricare l’esito della ricarica.',
  pageFailed: 'Non è stato possibile preparare la ricarica: non è stato inviato nulla.',
} satisfies Catalog['accountLoad'];
