/** Български текстове на <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Към плащането',
  registerCard: 'Запазване на карта',
} satisfies Catalog['acquiringPayment'];
