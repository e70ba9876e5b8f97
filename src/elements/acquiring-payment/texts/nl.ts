/** Nederlandse teksten van <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/nl.js';

export default {
  submit: 'Naar de betaling',
  registerCard: 'Kaart bewaren',
  returnFailed: 'Hoe de betaling is afgelopen, kon niet worden geladen.',
  pageFailed: 'De betaling kon niet worden voorbereid: er is niets verzonden.',
} satisfies Catalog['acquiringPayment'];
