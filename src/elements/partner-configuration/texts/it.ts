/** Testi italiani di <svc-partner-configuration>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  loading: 'Caricamento della configurazione del partner…',
  loadFailed: 'Non è stato possibile caricare la configurazione del partner.',
  refresh: 'Aggiorna',
  sections: {
    identity: 'Nomi e logo',
    address: 'Indirizzo',
    otp: 'Messaggi dei codici monouso',
    email: 'Mittente delle e-mail',
    contacts: 'Contatti',
    limits: 'Limiti predefiniti',
    other: 'Altre impostazioni',
  },
  name: 'Nome',
  displayName: 'Nome sui documenti',
  logo: 'Logo',
  logoAlt: 'Logo di {name}',
  address: 'Indirizzo postale',
  consumerOtpMessage: 'Ai privati',
  corporateOtpMessage: 'Alle imprese',
  senderEmailAddress: 'Indirizzo del mittente',
  senderEmailName: 'Nome del mittente',
  contacts: {
    adminEmail: 'Amministrazione',
    billingEmail: 'Fatturazione',
    commercialEmail: 'Commerciale',
    techEmail: 'Tecnico',
    complianceEmail: 'Conformità',
  },
  limits: {
    ledger: 'Conti',
    sctInst: 'Bonifici istantanei SEPA',
    limitedStatus: 'Utenti con stato limitato',
  },
  limitNames: {
    transactionLimit: 'Per operazione',
    transactionDailyLimit: 'Al giorno',
    transactionMonthlyLimit: 'Al mese',
    ddTransactionLimit: 'Addebito diretto, per operazione',
    ddMonthlyLimit: 'Addebiti diretti, al mese',
  },
  creationDate: 'Creata il',
  updateDate: 'Modificata il',
} satisfies Catalog['partnerConfiguration'];
