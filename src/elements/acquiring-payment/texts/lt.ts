/** Lietuviški <svc-acquiring-payment> tekstai. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/lt.js';

export default {
  submit: 'Eiti į mokėjimą',
  registerCard: 'Išsaugoti kortelę',
  returnFailed: 'Nepavyko įkelti mokėjimo rezultato.',
  pageFailed: 'Mokėjimo paruošti nepavyko: niekas neišsiųsta.',
} satisfies Catalog['acquiringPayment'];
