/** Partneri kasutaja rollide nimetused (<svc-partner-user-list>, <svc-partner-user-form>). */
import type { Catalog } from '../catalog.js';

export default {
  ACCOUNT_CREATE: 'Kontode avamine',
  BANKING_DETAILS_DOCUMENT_EXPORT: 'Pangarekvisiitide dokumentide eksport',
  BENEFICIARY_CREATE: 'Saajate lisamine',
  BENEFICIARY_INFO: 'Saaja vaatamine',
  BENEFICIARY_LIST: 'Saajate loetelu',
  BENEFICIARY_UPDATE: 'Saajate muutmine',
  DIRECT_DEBIT_MANDATE_CREATE: 'Otsekorralduse volituste loomine',
  DIRECT_DEBIT_MANDATE_UPDATE: 'Otsekorralduse volituste muutmine',
  DIRECT_DEBIT_MANDATE_ACTIVATE: 'Otsekorralduse volituste aktiveerimine',
  DIRECT_DEBIT_MANDATE_CANCEL: 'Otsekorralduse volituste tühistamine',
} satisfies Catalog['partnerRoles'];
