/** Textos em português (Portugal) de <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/pt-PT.js';

export default {
  submit: 'Ir para o pagamento',
  registerCard: 'Guardar um cartão',
  returnFailed: 'Não foi possível carregar o resultado do pagamento.',
  pageFailed: 'Não foi possível preparar o pagamento: nada foi enviado.',
} satisfies Catalog['acquiringPayment'];
