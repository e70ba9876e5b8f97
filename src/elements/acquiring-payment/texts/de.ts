/** Deutsche Texte von <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Zur Zahlung',
  registerCard: 'Karte speichern',
} satisfies Catalog['acquiringPayment'];
