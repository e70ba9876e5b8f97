/** Lietuviški <svc-card-profile-rules> tekstai (taisyklių redaktoriaus tekstai yra src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  profileIdInvalid: 'Šioje formoje nėra galiojančio kortelės profilio identifikatoriaus (profile-id), todėl nieko negalima išsiųsti.',
  futureOnly: 'Numatytosios taisyklės taikomos tik kortelėms, sukurtoms su šiuo profiliu po pakeitimo. Esamos kortelės išlaiko taisykles, su kuriomis buvo sukurtos.',
  done: '{rule} dabar yra numatytoji šio profilio taisyklė kortelėms, kuriamoms nuo šiol.',
  removed: '{rule} nebėra numatytoji šio profilio taisyklė. Anksčiau sukurtos kortelės ją išlaiko.',
} satisfies Catalog['cardProfileRules'];
