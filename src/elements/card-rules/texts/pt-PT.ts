/** Portuguese texts of <svc-card-rules> (the rule editor's are in src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  cardIdInvalid: 'Este formulário não tem um identificador de cartão válido (card-id): não é possível enviar nada.',
  restrictive: 'Quando o parceiro e o titular do cartão definem uma regra do mesmo tipo, aplica-se a mais restritiva.',
  done: '{rule}: regra guardada.',
  removed: '{rule}: regra removida.',
} satisfies Catalog['cardRules'];
