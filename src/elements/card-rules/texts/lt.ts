/** Lithuanian texts of <svc-card-rules> (the rule editor's are in src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  cardIdInvalid: 'Šioje formoje nėra galiojančio kortelės identifikatoriaus (card-id), todėl nieko negalima išsiųsti.',
  restrictive: 'Kai partneris ir kortelės turėtojas abu nustato tos pačios rūšies taisyklę, taikoma griežtesnė.',
  done: '{rule}: taisyklė nustatyta.',
  removed: '{rule}: taisyklė pašalinta.',
} satisfies Catalog['cardRules'];
