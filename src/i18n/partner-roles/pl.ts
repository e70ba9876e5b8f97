/** Nazwy ról użytkownika partnera (<svc-partner-user-list>, <svc-partner-user-form>). */
import type { Catalog } from '../catalog.js';

export default {
  ACCOUNT_CREATE: 'Otwieranie rachunków',
  BANKING_DETAILS_DOCUMENT_EXPORT: 'Eksport danych rachunku',
  BENEFICIARY_CREATE: 'Dodawanie odbiorców',
  BENEFICIARY_INFO: 'Podgląd odbiorcy',
  BENEFICIARY_LIST: 'Lista odbiorców',
  BENEFICIARY_UPDATE: 'Zmiana odbiorców',
  DIRECT_DEBIT_MANDATE_CREATE: 'Tworzenie zgód na polecenie zapłaty',
  DIRECT_DEBIT_MANDATE_UPDATE: 'Zmiana zgód na polecenie zapłaty',
  DIRECT_DEBIT_MANDATE_ACTIVATE: 'Aktywowanie zgód na polecenie zapłaty',
  DIRECT_DEBIT_MANDATE_CANCEL: 'Odwoływanie zgód na polecenie zapłaty',
} satisfies Catalog['partnerRoles'];
