/** German texts of <svc-card-rules> (the rule editor's are in src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  cardIdInvalid: 'Dieses Formular hat keine gültige Kartenkennung (card-id), daher kann nichts gesendet werden.',
  restrictive: 'Legen der Partner und der Karteninhaber beide eine Regel desselben Typs fest, gilt die strengere.',
  done: '{rule}: Die Regel ist festgelegt.',
  removed: '{rule}: Die Regel ist entfernt.',
} satisfies Catalog['cardRules'];
