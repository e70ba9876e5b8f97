/** Polish texts of <svc-card-rules> (the rule editor's are in src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  cardIdInvalid: 'Ten formularz nie ma prawidłowego identyfikatora karty (card-id): nie można nic wysłać.',
  restrictive: 'Gdy partner i posiadacz karty ustalą regułę tego samego typu, obowiązuje bardziej restrykcyjna.',
  done: '{rule}: reguła zapisana.',
  removed: '{rule}: reguła usunięta.',
} satisfies Catalog['cardRules'];
