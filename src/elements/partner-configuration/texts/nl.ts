/** Teksten van <svc-partner-configuration>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  loading: 'De partnerconfiguratie wordt geladen…',
  loadFailed: 'De partnerconfiguratie kon niet worden geladen.',
  refresh: 'Vernieuwen',
  sections: {
    identity: 'Namen en logo',
    address: 'Adres',
    otp: 'Berichten bij eenmalige codes',
    email: 'Afzender van e-mails',
    contacts: 'Contactpersonen',
    limits: 'Standaardlimieten',
    other: 'Andere instellingen',
  },
  name: 'Naam',
  displayName: 'Naam op documenten',
  logo: 'Logo',
  logoAlt: 'Logo van {name}',
  address: 'Postadres',
  consumerOtpMessage: 'Aan particulieren',
  corporateOtpMessage: 'Aan bedrijven',
  senderEmailAddress: 'Adres van de afzender',
  senderEmailName: 'Naam van de afzender',
  contacts: {
    adminEmail: 'Administratie',
    billingEmail: 'Facturatie',
    commercialEmail: 'Verkoop',
    techEmail: 'Technisch',
    complianceEmail: 'Compliance',
  },
  limits: {
    ledger: 'Rekeningen',
    sctInst: 'SEPA-instantoverschrijvingen',
    limitedStatus: 'Eindgebruikers met een beperkte status',
  },
  limitNames: {
    transactionLimit: 'Per verrichting',
    transactionDailyLimit: 'Per dag',
    transactionMonthlyLimit: 'Per maand',
    ddTransactionLimit: 'Domiciliëring, per verrichting',
    ddMonthlyLimit: 'Domiciliëringen, per maand',
  },
  creationDate: 'Aangemaakt op',
  updateDate: 'Laatst gewijzigd op',
} satisfies Catalog['partnerConfiguration'];
