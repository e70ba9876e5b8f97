/** Bulgarian texts of <svc-card-rules> (the rule editor's are in src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  cardIdInvalid: 'Този формуляр няма валиден идентификатор на карта (card-id), затова нищо не може да бъде изпратено.',
  restrictive: 'Когато партньорът и картодържателят зададат правило от един и същи вид, се прилага по-ограничителното.',
  done: '{rule}: правилото е зададено.',
  removed: '{rule}: правилото е премахнато.',
} satisfies Catalog['cardRules'];
