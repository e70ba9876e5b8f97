/** Nomi dei ruoli di un utente partner (<svc-partner-user-list>, <svc-partner-user-form>). */
import type { Catalog } from '../catalog.js';

export default {
  ACCOUNT_CREATE: 'Aprire conti',
  BANKING_DETAILS_DOCUMENT_EXPORT: 'Esportare le coordinate bancarie',
  BENEFICIARY_CREATE: 'Aggiungere beneficiari',
  BENEFICIARY_INFO: 'Consultare un beneficiario',
  BENEFICIARY_LIST: 'Elencare i beneficiari',
  BENEFICIARY_UPDATE: 'Modificare beneficiari',
  DIRECT_DEBIT_MANDATE_CREATE: 'Creare mandati di addebito diretto',
  DIRECT_DEBIT_MANDATE_UPDATE: 'Modificare mandati di addebito diretto',
  DIRECT_DEBIT_MANDATE_ACTIVATE: 'Attivare mandati di addebito diretto',
  DIRECT_DEBIT_MANDATE_CANCEL: 'Revocare mandati di addebito diretto',
} satisfies Catalog['partnerRoles'];
