/** Namen van de rollen van een partnergebruiker (<svc-partner-user-list>, <svc-partner-user-form>). */
import type { Catalog } from '../catalog.js';

export default {
  ACCOUNT_CREATE: 'Rekeningen openen',
  BANKING_DETAILS_DOCUMENT_EXPORT: 'Documenten met bankgegevens exporteren',
  BENEFICIARY_CREATE: 'Begunstigden toevoegen',
  BENEFICIARY_INFO: 'Een begunstigde bekijken',
  BENEFICIARY_LIST: 'Begunstigden weergeven',
  BENEFICIARY_UPDATE: 'Begunstigden wijzigen',
  DIRECT_DEBIT_MANDATE_CREATE: 'Incassomachtigingen aanmaken',
  DIRECT_DEBIT_MANDATE_UPDATE: 'Incassomachtigingen wijzigen',
  DIRECT_DEBIT_MANDATE_ACTIVATE: 'Incassomachtigingen activeren',
  DIRECT_DEBIT_MANDATE_CANCEL: 'Incassomachtigingen intrekken',
} satisfies Catalog['partnerRoles'];
