/** Textes français de <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Aller au paiement',
  registerCard: 'Enregistrer une carte',
} satisfies Catalog['acquiringPayment'];
