/** Textos en español de <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/es.js';

export default {
  submit: 'Ir al pago',
  registerCard: 'Guardar una tarjeta',
  returnFailed: 'No se ha podido cargar el resultado del pago.',
  pageFailed: 'No se ha podido preparar el pago: no se ha enviado nada.',
} satisfies Catalog['acquiringPayment'];
