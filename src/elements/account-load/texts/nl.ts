/** Nederlandse teksten van <svc-account-load>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/nl.js';

export default {
  submit: 'Geld toevoegen',
  ledger: 'Rekening om aan te vullen',
  ledgerHint: 'Het geld komt op deze rekening.',
  ledgerChoose: 'Kies een rekening…',
  amountTo: '{amount} naar {account}',
  ledgerId: 'Rekening-ID',
  ledgerIdHint: 'De identificatie (UUID) van de rekening om aan te vullen.',
  ledgersLoading: 'De rekeningen worden geladen…',
  ledgersFailed: 'De rekeningen konden niet worden geladen.',
  ledgersEmpty: 'Er is geen actieve rekening om aan te vullen.',
  unnamedLedger: 'Rekening zonder naam',
  subLedger: '{name} (in {parent})',
  returnFailed: 'Hoe het toevoegen van geld is afgelopen, kon niet worden geladen.',
  pageFailed: 'Het opwaarderen kon niet worden voorbereid: er is niets verzonden.',
} satisfies Catalog['accountLoad'];
