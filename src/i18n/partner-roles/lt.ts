/** Partnerio naudotojo vaidmenų pavadinimai (<svc-partner-user-list>, <svc-partner-user-form>). */
import type { Catalog } from '../catalog.js';

export default {
  ACCOUNT_CREATE: 'Atidaryti sąskaitas',
  BANKING_DETAILS_DOCUMENT_EXPORT: 'Eksportuoti banko rekvizitų dokumentus',
  BENEFICIARY_CREATE: 'Pridėti gavėjus',
  BENEFICIARY_INFO: 'Peržiūrėti gavėją',
  BENEFICIARY_LIST: 'Matyti gavėjų sąrašą',
  BENEFICIARY_UPDATE: 'Keisti gavėjus',
  DIRECT_DEBIT_MANDATE_CREATE: 'Kurti tiesioginio debeto sutikimus',
  DIRECT_DEBIT_MANDATE_UPDATE: 'Keisti tiesioginio debeto sutikimus',
  DIRECT_DEBIT_MANDATE_ACTIVATE: 'Aktyvinti tiesioginio debeto sutikimus',
  DIRECT_DEBIT_MANDATE_CANCEL: 'Atšaukti tiesioginio debeto sutikimus',
} satisfies Catalog['partnerRoles'];
