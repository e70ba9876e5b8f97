/** Textos en español de <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Ir al pago',
  registerCard: 'Guardar una tarjeta',
} satisfies Catalog['acquiringPayment'];
