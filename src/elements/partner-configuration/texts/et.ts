/** <svc-partner-configuration> tekstid. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  loading: 'Partneri seadistust laaditakse…',
  loadFailed: 'Partneri seadistust ei õnnestunud laadida.',
  refresh: 'Värskenda',
  sections: {
    identity: 'Nimed ja logo',
    address: 'Aadress',
    otp: 'Ühekordsete koodide sõnumid',
    email: 'E-kirjade saatja',
    contacts: 'Kontaktid',
    limits: 'Vaikimisi limiidid',
    other: 'Muud seaded',
  },
  name: 'Nimi',
  displayName: 'Nimi dokumentidel',
  logo: 'Logo',
  logoAlt: '{name} logo',
  address: 'Postiaadress',
  consumerOtpMessage: 'Eraklientidele',
  corporateOtpMessage: 'Ettevõtetele',
  senderEmailAddress: 'Saatja aadress',
  senderEmailName: 'Saatja nimi',
  contacts: {
    adminEmail: 'Haldus',
    billingEmail: 'Arveldus',
    commercialEmail: 'Müük',
    techEmail: 'Tehniline tugi',
    complianceEmail: 'Vastavus',
  },
  limits: {
    ledger: 'Kontod',
    sctInst: 'SEPA kiirmaksed',
    limitedStatus: 'Piiratud olekuga lõppkasutajad',
  },
  limitNames: {
    transactionLimit: 'Tehingu kohta',
    transactionDailyLimit: 'Päevas',
    transactionMonthlyLimit: 'Kuus',
    ddTransactionLimit: 'Otsekorraldus, tehingu kohta',
    ddMonthlyLimit: 'Otsekorraldused, kuus',
  },
  creationDate: 'Loodud',
  updateDate: 'Viimati muudetud',
} satisfies Catalog['partnerConfiguration'];
