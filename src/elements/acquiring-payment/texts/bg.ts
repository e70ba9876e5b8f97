/** Български текстове на <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/bg.js';

export default {
  submit: 'Към плащането',
  registerCard: 'Запазване на карта',
  returnFailed: 'Не можа да се зареди резултатът от плащането.',
  pageFailed: 'Плащането не можа да бъде подготвено: нищо не е изпратено.',
} satisfies Catalog['acquiringPayment'];
