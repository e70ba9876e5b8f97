/** <svc-acquiring-payment> eestikeelsed tekstid. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Mine maksma',
  registerCard: 'Salvesta kaart',
  returnFailed: 'Makse tulemust ei õnnestunud laadida.',
  pageFailed: 'Makset ei õnnestunud ette valmistada: midagi ei saadetud.',
} satisfies Catalog['acquiringPayment'];
