/** Textos em português (Portugal) de <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Ir para o pagamento',
  registerCard: 'Guardar um cartão',
  returnFailed: 'Não foi possível carregar o resultado do pagamento.',
  pageFailed: 'Não foi possível preparar o pagamento: nada foi enviado.',
} satisfies Catalog['acquiringPayment'];
