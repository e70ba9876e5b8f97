/** <svc-account-load> eestikeelsed tekstid. */
import type { Catalog } from '../../../i18n/catalog.js';

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
