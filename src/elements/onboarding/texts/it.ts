/** Testi in italiano di <svc-onboarding>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/it.js';

export default {
  progress: 'I Suoi progressi',
  reading: 'Stiamo verificando dove si era fermato…',
  completeText: 'Tutti i passaggi sono completati. Grazie per il Suo tempo.',
  noCustomer: 'Questo percorso non è associato a nessun cliente e non può proseguire. La preghiamo di contattarci.',
  blockedPhone: 'Questo numero di telefono appartiene già a un cliente. Acceda con il Suo profilo oppure ci contatti se ritiene che si tratti di un errore.',
  blockedKyc: 'Non siamo riusciti a verificare la Sua identità e non possiamo quindi aprirLe un conto. Ci contatti per saperne di più.',
  titles: {
    'sign-up': 'Registrazione',
    phone: 'Numero di telefono',
    profile: 'Informazioni su di Lei',
    identity: 'Documento d’identità',
    kyc: 'Verifica dell’identità',
    account: 'Il Suo conto',
    card: 'La Sua carta',
  },
  intros: {
    'sign-up': 'Ci dica chi è e come contattarLa. Bastano pochi minuti.',
    phone: 'Inviamo un codice via SMS al numero indicato. Lo inserisca qui per confermare che il numero è Suo.',
    profile: 'Alcune domande che ogni banca deve porre: di cosa si occupa, da dove provengono i Suoi fondi e come userà il conto.',
    identity: 'Carichi una foto o una scansione leggibile della Sua carta d’identità o della patente di guida, così da poter confermare chi è.',
    kyc: 'Stiamo verificando i Suoi dati e il Suo documento. Di solito bastano pochi minuti. Può uscire e tornare più tardi: riprenderà esattamente da qui.',
    account: 'Scelga il paese del Suo IBAN e, se lo desidera, dia un nome al conto.',
    card: 'Richieda la carta di pagamento collegata al Suo conto.',
  },
} satisfies Catalog['onboarding'];
