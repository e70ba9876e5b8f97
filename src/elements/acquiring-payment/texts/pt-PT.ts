/** Textos em português (Portugal) de <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Ir para o pagamento',
  registerCard: 'Guardar um cartão',
  returnFailed: 'Não foi possível carregar o resultado do pagamento.',
} satisfies Catalog['acquiringPayment'];
