/** Textes français de <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Aller au paiement',
  registerCard: 'Enregistrer une carte',
  returnFailed: 'L’issue du paiement n’a pas pu être chargée.',
  pageFailed: 'Le paiement n’a pas pu être préparé : rien n’a été envoyé.',
} satisfies Catalog['acquiringPayment'];
