/** Texte von <svc-partner-configuration>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  loading: 'Die Partnerkonfiguration wird geladen…',
  loadFailed: 'Die Partnerkonfiguration konnte nicht geladen werden.',
  refresh: 'Aktualisieren',
  sections: {
    identity: 'Namen und Logo',
    address: 'Adresse',
    otp: 'Nachrichten zu Einmalcodes',
    email: 'Absender der E-Mails',
    contacts: 'Kontakte',
    limits: 'Standardlimits',
    other: 'Weitere Einstellungen',
  },
  name: 'Name',
  displayName: 'Name auf Dokumenten',
  logo: 'Logo',
  logoAlt: 'Logo von {name}',
  address: 'Postanschrift',
  consumerOtpMessage: 'An Privatkunden',
  corporateOtpMessage: 'An Unternehmen',
  senderEmailAddress: 'Absenderadresse',
  senderEmailName: 'Absendername',
  contacts: {
    adminEmail: 'Verwaltung',
    billingEmail: 'Abrechnung',
    commercialEmail: 'Vertrieb',
    techEmail: 'Technik',
    complianceEmail: 'Compliance',
  },
  limits: {
    ledger: 'Konten',
    sctInst: 'SEPA-Echtzeitüberweisungen',
    limitedStatus: 'Endnutzer mit eingeschränktem Status',
  },
  limitNames: {
    transactionLimit: 'Pro Vorgang',
    transactionDailyLimit: 'Pro Tag',
    transactionMonthlyLimit: 'Pro Monat',
    ddTransactionLimit: 'Lastschrift, pro Vorgang',
    ddMonthlyLimit: 'Lastschriften, pro Monat',
  },
  creationDate: 'Erstellt am',
  updateDate: 'Zuletzt geändert am',
} satisfies Catalog['partnerConfiguration'];
