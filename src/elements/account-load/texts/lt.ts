/** Lietuviški <svc-account-load> tekstai. */
import type { Catalog } from '../../../i18n/catalog.js';

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
