/** Textos en español de <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Ir al pago',
  registerCard: 'Guardar una tarjeta',
  returnFailed: 'No se ha podido cargar el resultado del pago.',
  pageFailed: 'No se ha podido preparar el pago: no se ha enviado nada.',
} satisfies Catalog['acquiringPayment'];
