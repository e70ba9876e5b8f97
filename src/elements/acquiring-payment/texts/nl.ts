/** Nederlandse teksten van <svc-acquiring-payment>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  submit: 'Naar de betaling',
  registerCard: 'Kaart bewaren',
  returnFailed: 'Hoe de betaling is afgelopen, kon niet worden geladen.',
  pageFailed: 'De betaling kon niet worden voorbereid: er is niets verzonden.',
} satisfies Catalog['acquiringPayment'];
