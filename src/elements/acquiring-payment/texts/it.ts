/** Testi italiani di <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Vai al pagamento',
  registerCard: 'Salva una carta',
  returnFailed: 'Non è stato possibile caricare l’esito del pagamento.',
  pageFailed: 'Non è stato possibile preparare il pagamento: non è stato inviato nulla.',
} satisfies Catalog['acquiringPayment'];
