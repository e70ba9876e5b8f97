/** French texts of <svc-card-rules> (the rule editor's are in src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  cardIdInvalid: 'Ce formulaire n’a pas d’identifiant de carte valide (card-id) : rien ne peut être envoyé.',
  restrictive: 'Lorsque le partenaire et le titulaire de la carte fixent tous deux une règle du même type, la plus restrictive s’applique.',
  done: '{rule} : règle enregistrée.',
  removed: '{rule} : règle supprimée.',
} satisfies Catalog['cardRules'];
