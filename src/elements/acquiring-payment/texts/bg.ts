/** Български текстове на <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Към плащането',
  registerCard: 'Запазване на карта',
  returnFailed: 'Не можа да се зареди резултатът от плащането.',
} satisfies Catalog['acquiringPayment'];
