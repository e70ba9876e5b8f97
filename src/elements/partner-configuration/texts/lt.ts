/** <svc-partner-configuration> tekstai. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  loading: 'Įkeliama partnerio konfigūracija…',
  loadFailed: 'Nepavyko įkelti partnerio konfigūracijos.',
  refresh: 'Atnaujinti',
  sections: {
    identity: 'Pavadinimai ir logotipas',
    address: 'Adresas',
    otp: 'Vienkartinių kodų pranešimai',
    email: 'El. laiškų siuntėjas',
    contacts: 'Kontaktai',
    limits: 'Numatytieji limitai',
    other: 'Kiti nustatymai',
  },
  name: 'Pavadinimas',
  displayName: 'Pavadinimas dokumentuose',
  logo: 'Logotipas',
  logoAlt: '{name} logotipas',
  address: 'Pašto adresas',
  consumerOtpMessage: 'Privatiems klientams',
  corporateOtpMessage: 'Įmonėms',
  senderEmailAddress: 'Siuntėjo adresas',
  senderEmailName: 'Siuntėjo vardas',
  contacts: {
    adminEmail: 'Administravimas',
    billingEmail: 'Sąskaitos faktūros',
    commercialEmail: 'Pardavimai',
    techEmail: 'Techninė pagalba',
    complianceEmail: 'Atitiktis',
  },
  limits: {
    ledger: 'Sąskaitos',
    sctInst: 'SEPA momentiniai pervedimai',
    limitedStatus: 'Galutiniai naudotojai su ribota būsena',
  },
  limitNames: {
    transactionLimit: 'Vienai operacijai',
    transactionDailyLimit: 'Per dieną',
    transactionMonthlyLimit: 'Per mėnesį',
    ddTransactionLimit: 'Tiesioginis debetas, vienai operacijai',
    ddMonthlyLimit: 'Tiesioginiai debetai, per mėnesį',
  },
  creationDate: 'Sukurta',
  updateDate: 'Paskutinį kartą keista',
} satisfies Catalog['partnerConfiguration'];
