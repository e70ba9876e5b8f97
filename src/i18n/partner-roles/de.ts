/** Namen der Rollen eines Partnerbenutzers (<svc-partner-user-list>, <svc-partner-user-form>). */
import type { Catalog } from '../catalog.js';

export default {
  ACCOUNT_CREATE: 'Konten eröffnen',
  BANKING_DETAILS_DOCUMENT_EXPORT: 'Dokumente mit Bankverbindung exportieren',
  BENEFICIARY_CREATE: 'Empfänger hinzufügen',
  BENEFICIARY_INFO: 'Einen Empfänger ansehen',
  BENEFICIARY_LIST: 'Empfänger auflisten',
  BENEFICIARY_UPDATE: 'Empfänger ändern',
  DIRECT_DEBIT_MANDATE_CREATE: 'Lastschriftmandate anlegen',
  DIRECT_DEBIT_MANDATE_UPDATE: 'Lastschriftmandate ändern',
  DIRECT_DEBIT_MANDATE_ACTIVATE: 'Lastschriftmandate aktivieren',
  DIRECT_DEBIT_MANDATE_CANCEL: 'Lastschriftmandate widerrufen',
} satisfies Catalog['partnerRoles'];
