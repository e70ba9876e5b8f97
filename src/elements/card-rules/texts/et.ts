/** Estonian texts of <svc-card-rules> (the rule editor's are in src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  cardIdInvalid: 'Sellel vormil puudub kehtiv kaardi tunnus (card-id), seega ei saa midagi saata.',
  restrictive: 'Kui partner ja kaardi omanik seavad mõlemad sama tüüpi reegli, kehtib rangem.',
  done: '{rule}: reegel on seatud.',
  removed: '{rule}: reegel on eemaldatud.',
} satisfies Catalog['cardRules'];
