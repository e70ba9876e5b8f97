/** Deutsche Texte von <svc-card-profile-rules> (die des Regeleditors stehen in src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  profileIdInvalid: 'Dieses Formular hat keine gültige Kartenprofilkennung (profile-id), daher kann nichts gesendet werden.',
  futureOnly: 'Standardregeln gelten nur für Karten, die nach einer Änderung mit diesem Profil erstellt werden. Bestehende Karten behalten die Regeln, mit denen sie erstellt wurden.',
  done: '{rule} ist jetzt eine Standardregel dieses Profils, für ab jetzt erstellte Karten.',
  removed: '{rule} ist keine Standardregel dieses Profils mehr. Bereits erstellte Karten behalten sie.',
} satisfies Catalog['cardProfileRules'];
