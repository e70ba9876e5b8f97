/** Deutsche Texte von <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Zur Zahlung',
  registerCard: 'Karte speichern',
  returnFailed: 'Wie die Zahlung ausgegangen ist, konnte nicht geladen werden.',
  pageFailed: 'Die Zahlung konnte nicht vorbereitet werden: Es wurde nichts gesendet.',
} satisfies Catalog['acquiringPayment'];
