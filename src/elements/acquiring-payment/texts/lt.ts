/** Lietuviški <svc-acquiring-payment> tekstai. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Eiti į mokėjimą',
  registerCard: 'Išsaugoti kortelę',
  returnFailed: 'Nepavyko įkelti mokėjimo rezultato.',
  pageFailed: 'Mokėjimo paruošti nepavyko: niekas neišsiųsta.',
} satisfies Catalog['acquiringPayment'];
