/** Български текстове на <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Към плащането',
  registerCard: 'Запазване на карта',
  returnFailed: 'Не можа да се зареди резултатът от плащането.',
  pageFailed: 'Плащането не можа да бъде подготвено: нищо не е изпратено.',
} satisfies Catalog['acquiringPayment'];
