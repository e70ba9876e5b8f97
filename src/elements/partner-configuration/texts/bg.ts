/** Текстове на <svc-partner-configuration>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  loading: 'Конфигурацията на партньора се зарежда…',
  loadFailed: 'Конфигурацията на партньора не можа да бъде заредена.',
  refresh: 'Обновяване',
  sections: {
    identity: 'Имена и лого',
    address: 'Адрес',
    otp: 'Съобщения с еднократни кодове',
    email: 'Подател на имейлите',
    contacts: 'Контакти',
    limits: 'Лимити по подразбиране',
    other: 'Други настройки',
  },
  name: 'Име',
  displayName: 'Име в документите',
  logo: 'Лого',
  logoAlt: 'Лого на {name}',
  address: 'Пощенски адрес',
  consumerOtpMessage: 'До физически лица',
  corporateOtpMessage: 'До фирми',
  senderEmailAddress: 'Адрес на подателя',
  senderEmailName: 'Име на подателя',
  contacts: {
    adminEmail: 'Администрация',
    billingEmail: 'Фактуриране',
    commercialEmail: 'Продажби',
    techEmail: 'Техническа поддръжка',
    complianceEmail: 'Съответствие',
  },
  limits: {
    ledger: 'Сметки',
    sctInst: 'Незабавни преводи SEPA',
    limitedStatus: 'Крайни потребители с ограничен статус',
  },
  limitNames: {
    transactionLimit: 'За операция',
    transactionDailyLimit: 'На ден',
    transactionMonthlyLimit: 'На месец',
    ddTransactionLimit: 'Директен дебит, за операция',
    ddMonthlyLimit: 'Директни дебити, на месец',
  },
  creationDate: 'Създадена на',
  updateDate: 'Последна промяна на',
} satisfies Catalog['partnerConfiguration'];
