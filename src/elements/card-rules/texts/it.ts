/** Italian texts of <svc-card-rules> (the rule editor's are in src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  cardIdInvalid: 'Questo modulo non ha un identificativo di carta valido (card-id): non è possibile inviare nulla.',
  restrictive: 'Quando il partner e il titolare della carta fissano entrambi una regola dello stesso tipo, si applica la più restrittiva.',
  done: '{rule}: regola salvata.',
  removed: '{rule}: regola eliminata.',
} satisfies Catalog['cardRules'];
