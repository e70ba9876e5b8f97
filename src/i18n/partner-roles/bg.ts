/** Имена на ролите на партньорски потребител (<svc-partner-user-list>, <svc-partner-user-form>). */
import type { Catalog } from '../catalog.js';

export default {
  ACCOUNT_CREATE: 'Откриване на сметки',
  BANKING_DETAILS_DOCUMENT_EXPORT: 'Експорт на документи с банкови данни',
  BENEFICIARY_CREATE: 'Добавяне на получатели',
  BENEFICIARY_INFO: 'Преглед на получател',
  BENEFICIARY_LIST: 'Списък на получателите',
  BENEFICIARY_UPDATE: 'Промяна на получатели',
  DIRECT_DEBIT_MANDATE_CREATE: 'Създаване на мандати за директен дебит',
  DIRECT_DEBIT_MANDATE_UPDATE: 'Промяна на мандати за директен дебит',
  DIRECT_DEBIT_MANDATE_ACTIVATE: 'Активиране на мандати за директен дебит',
  DIRECT_DEBIT_MANDATE_CANCEL: 'Отмяна на мандати за директен дебит',
} satisfies Catalog['partnerRoles'];
