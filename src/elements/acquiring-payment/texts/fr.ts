/** Textes français de <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/fr.js';

export default {
  submit: 'Aller au paiement',
  registerCard: 'Enregistrer une carte',
  returnFailed: 'L’issue du paiement n’a pas pu être chargée.',
  pageFailed: 'Le paiement n’a pas pu être préparé : rien n’a été envoyé.',
} satisfies Catalog['acquiringPayment'];
