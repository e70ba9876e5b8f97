/** Textes français de <svc-card-profile-rules> (ceux de l’éditeur de règles sont dans src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  profileIdInvalid: 'Ce formulaire n’a pas d’identifiant de profil de carte valide (profile-id) : rien ne peut être envoyé.',
  futureOnly: 'Les règles par défaut ne s’appliquent qu’aux cartes créées avec ce profil après une modification. Les cartes existantes gardent les règles de leur création.',
  done: '{rule} est désormais une règle par défaut de ce profil, pour les cartes créées à partir de maintenant.',
  removed: '{rule} n’est plus une règle par défaut de ce profil. Les cartes créées auparavant la conservent.',
} satisfies Catalog['cardProfileRules'];
