/** Textos en español de <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Ir al pago',
  registerCard: 'Guardar una tarjeta',
  returnFailed: 'No se ha podido cargar el resultado del pago.',
} satisfies Catalog['acquiringPayment'];
