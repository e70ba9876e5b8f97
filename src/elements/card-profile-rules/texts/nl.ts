/** Nederlandse teksten van <svc-card-profile-rules> (die van de regeleditor staan in src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  profileIdInvalid: 'Dit formulier heeft geen geldige kaartprofielidentificatie (profile-id), dus er kan niets worden verzonden.',
  futureOnly: 'Standaardregels gelden alleen voor kaarten die na een wijziging met dit profiel worden aangemaakt. Bestaande kaarten houden de regels waarmee ze zijn aangemaakt.',
  done: '{rule} is nu een standaardregel van dit profiel, voor kaarten die vanaf nu worden aangemaakt.',
  removed: '{rule} is geen standaardregel van dit profiel meer. Eerder aangemaakte kaarten houden deze regel.',
} satisfies Catalog['cardProfileRules'];
