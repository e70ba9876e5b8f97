/** Spanish texts of <svc-card-rules> (the rule editor's are in src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  cardIdInvalid: 'Este formulario no tiene un identificador de tarjeta válido (card-id): no se puede enviar nada.',
  restrictive: 'Cuando el socio y el titular de la tarjeta fijan una regla del mismo tipo, se aplica la más restrictiva.',
  done: '{rule}: regla guardada.',
  removed: '{rule}: regla eliminada.',
} satisfies Catalog['cardRules'];
