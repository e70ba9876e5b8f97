/** Polskie teksty <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Przejdź do płatności',
  registerCard: 'Zapisz kartę',
  returnFailed: 'Nie udało się wczytać wyniku płatności.',
  pageFailed: 'Nie udało się przygotować płatności: nic nie zostało wysłane.',
} satisfies Catalog['acquiringPayment'];
