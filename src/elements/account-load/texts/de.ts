/** Deutsche Texte von <svc-account-load>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/de.js';

export default {
  submit: 'Geld einzahlen',
  ledger: 'Aufzuladendes Konto',
  ledgerHint: 'Das Geld geht auf dieses Konto.',
  ledgerChoose: 'Konto wählen…',
  amountTo: '{amount} auf {account}',
  ledgerId: 'Konto-ID',
  ledgerIdHint: 'Die Kennung (UUID) des aufzuladenden Kontos.',
  ledgersLoading: 'Die Konten werden geladen…',
  ledgersFailed: 'Die Konten konnten nicht geladen werden.',
  ledgersEmpty: 'Es gibt kein aktives Konto zum Aufladen.',
  unnamedLedger: 'Konto ohne Namen',
  subLedger: '{name} (in {parent})',
  returnFailed: 'Wie die Einzahlung ausgegangen ist, konnte nicht geladen werden.',
  pageFailed: 'Die Aufladung konnte nicht vorbereitet werden: Es wurde nichts gesendet.',
} satisfies Catalog['accountLoad'];
