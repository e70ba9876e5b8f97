/** <svc-account-load> eestikeelsed tekstid. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/et.js';

export default {
  submit: 'Lisa raha',
  ledger: 'Täiendatav konto',
  ledgerHint: 'Raha laekub sellele kontole.',
  ledgerChoose: 'Valige konto…',
  amountTo: '{amount} kontole {account}',
  ledgerId: 'Konto ID',
  ledgerIdHint: 'Täiendatava konto identifikaator (UUID).',
  ledgersLoading: 'Kontode laadimine…',
  ledgersFailed: 'Kontosid ei õnnestunud laadida.',
  ledgersEmpty: 'Täiendamiseks pole ühtegi aktiivset kontot.',
  unnamedLedger: 'Nimeta konto',
  subLedger: '{name} (kontol {parent})',
  returnFailed: 'Raha lisamise tulemust ei õnnestunud laadida.',
  pageFailed: 'Raha lisamist ei õnnestunud ette valmistada: midagi ei saadetud.',
} satisfies Catalog['accountLoad'];
