/** Deutsche Texte von <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/de.js';

export default {
  submit: 'Zur Zahlung',
  registerCard: 'Karte speichern',
  returnFailed: 'Wie die Zahlung ausgegangen ist, konnte nicht geladen werden.',
  pageFailed: 'Die Zahlung konnte nicht vorbereitet werden: Es wurde nichts gesendet.',
} satisfies Catalog['acquiringPayment'];
