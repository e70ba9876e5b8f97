/** Testi italiani di <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/it.js';

export default {
  submit: 'Vai al pagamento',
  registerCard: 'Salva una carta',
  returnFailed: 'Non è stato possibile caricare l’esito del pagamento.',
  pageFailed: 'Non è stato possibile preparare il pagamento: non è stato inviato nulla.',
} satisfies Catalog['acquiringPayment'];
