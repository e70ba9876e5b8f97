/** Testi italiani di <svc-card-profile-rules>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  profileIdInvalid: 'Questo modulo non ha un identificativo di profilo carta valido (profile-id): non è possibile inviare nulla.',
  futureOnly: 'Le regole predefinite si applicano solo alle carte create con questo profilo dopo una modifica. Le carte esistenti mantengono le regole con cui sono state create.',
  done: '{rule} è ora una regola predefinita di questo profilo, per le carte create d’ora in poi.',
  removed: '{rule} non è più una regola predefinita di questo profilo. Le carte create in precedenza la mantengono.',
} satisfies Catalog['cardProfileRules'];
