/** <svc-acquiring-payment> eestikeelsed tekstid. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/et.js';

export default {
  submit: 'Mine maksma',
  registerCard: 'Salvesta kaart',
  returnFailed: 'Makse tulemust ei õnnestunud laadida.',
  pageFailed: 'Makset ei õnnestunud ette valmistada: midagi ei saadetud.',
} satisfies Catalog['acquiringPayment'];
