/** <svc-card-profile-rules> eestikeelsed tekstid (reeglitoimeti omad on failis src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  profileIdInvalid: 'Sellel vormil puudub kehtiv kaardiprofiili tunnus (profile-id), seega ei saa midagi saata.',
  futureOnly: 'Vaikereeglid kehtivad ainult kaartidele, mis luuakse selle profiiliga pärast muudatust. Olemasolevad kaardid jäävad nende reeglitega, millega need loodi.',
  done: '{rule} on nüüd selle profiili vaikereegel kaartidele, mis luuakse edaspidi.',
  removed: '{rule} ei ole enam selle profiili vaikereegel. Varem loodud kaartidele see jääb.',
} satisfies Catalog['cardProfileRules'];
