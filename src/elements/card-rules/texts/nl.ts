/** Dutch texts of <svc-card-rules> (the rule editor's are in src/i18n/rule-editor/). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  cardIdInvalid: 'Dit formulier heeft geen geldige kaartidentificatie (card-id), dus er kan niets worden verzonden.',
  restrictive: 'Als de partner en de kaarthouder allebei een regel van hetzelfde type instellen, geldt de strengste.',
  done: '{rule}: de regel is ingesteld.',
  removed: '{rule}: de regel is verwijderd.',
} satisfies Catalog['cardRules'];
