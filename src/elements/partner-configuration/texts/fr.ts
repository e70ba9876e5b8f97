/** Textes de <svc-partner-configuration>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  loading: 'Chargement de la configuration du partenaire…',
  loadFailed: 'La configuration du partenaire n’a pas pu être chargée.',
  refresh: 'Actualiser',
  sections: {
    identity: 'Noms et logo',
    address: 'Adresse',
    otp: 'Messages des codes à usage unique',
    email: 'Expéditeur des e-mails',
    contacts: 'Contacts',
    limits: 'Plafonds par défaut',
    other: 'Autres réglages',
  },
  name: 'Nom',
  displayName: 'Nom sur les documents',
  logo: 'Logo',
  logoAlt: 'Logo de {name}',
  address: 'Adresse postale',
  consumerOtpMessage: 'Aux particuliers',
  corporateOtpMessage: 'Aux entreprises',
  senderEmailAddress: 'Adresse de l’expéditeur',
  senderEmailName: 'Nom de l’expéditeur',
  contacts: {
    adminEmail: 'Administration',
    billingEmail: 'Facturation',
    commercialEmail: 'Commercial',
    techEmail: 'Technique',
    complianceEmail: 'Conformité',
  },
  limits: {
    ledger: 'Comptes',
    sctInst: 'Virements instantanés SEPA',
    limitedStatus: 'Utilisateurs au statut limité',
  },
  limitNames: {
    transactionLimit: 'Par opération',
    transactionDailyLimit: 'Par jour',
    transactionMonthlyLimit: 'Par mois',
    ddTransactionLimit: 'Prélèvement, par opération',
    ddMonthlyLimit: 'Prélèvements, par mois',
  },
  creationDate: 'Créée le',
  updateDate: 'Modifiée le',
} satisfies Catalog['partnerConfiguration'];
