/** Lietuviški <svc-account-load> tekstai. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/lt.js';

export default {
  submit: 'Papildyti sąskaitą',
  ledger: 'Papildoma sąskaita',
  ledgerHint: 'Pinigai pervedami į šią sąskaitą.',
  ledgerChoose: 'Pasirinkite sąskaitą…',
  amountTo: '{amount} į sąskaitą {account}',
  ledgerId: 'Sąskaitos ID',
  ledgerIdHint: 'Papildomos sąskaitos identifikatorius (UUID).',
  ledgersLoading: 'Įkeliamos sąskaitos…',
  ledgersFailed: 'Nepavyko įkelti sąskaitų.',
  ledgersEmpty: 'Nėra aktyvios sąskaitos, kurią būtų galima papildyti.',
  unnamedLedger: 'Sąskaita be pavadinimo',
  subLedger: '{name} (sąskaitoje {parent})',
  returnFailed: 'Nepavyko įkelti sąskaitos papildymo rezultato.',
  pageFailed: 'Papildymo paruošti nepavyko: niekas neišsiųsta.',
} satisfies Catalog['accountLoad'];
