/** Polskie teksty <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/pl.js';

export default {
  submit: 'Przejdź do płatności',
  registerCard: 'Zapisz kartę',
  returnFailed: 'Nie udało się wczytać wyniku płatności.',
  pageFailed: 'Nie udało się przygotować płatności: nic nie zostało wysłane.',
} satisfies Catalog['acquiringPayment'];
