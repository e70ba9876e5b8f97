/** Testi in italiano di <svc-company-onboarding>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/it.js';

export default {
  progress: 'Avanzamento della Sua società',
  completeText: 'Tutti i passaggi sono completati. La avviseremo non appena la verifica della società avrà un esito.',
  completeValidated: 'La Sua società è verificata. Tutti i servizi bancari sono ora disponibili, compresi i suoi conti.',
  noCompany: 'Questo percorso non è associato ad alcuna società e non può proseguire. La preghiamo di contattarci.',
  blockedKyb: 'La Sua società non ha superato la verifica, quindi non possiamo attivarle servizi bancari. Ci contatti per saperne di più.',
  titles: {
    company: 'Dati della società',
    people: 'Amministratori e titolari',
    kyc: 'Verifiche dell’identità',
    documents: 'Documenti della società',
    kyb: 'Verifica della società',
  },
  intros: {
    company: 'Questi sono i dati della Sua società in nostro possesso. Verifichi che siano corretti prima di proseguire.',
    people: 'Dichiari ogni amministratore e ogni socio. Chi detiene una quota sufficiente del capitale, direttamente o tramite altre società, è titolare effettivo (UBO); se nessuno la detiene, ne designi uno (UBO designato).',
    kyc: 'Ogni amministratore e ogni titolare effettivo verifica la propria identità tramite un link personale che inviamo noi. Richieda qui il link per ciascuna persona.',
    documents: 'Carichi i documenti della società, ad esempio lo statuto o una visura camerale.',
    kyb: 'Quando ogni amministratore e ogni titolare effettivo ha una verifica dell’identità convalidata, richieda la verifica della società (KYB). La esamina un responsabile della conformità.',
  },
  legalName: 'Ragione sociale',
  registrationNumber: 'Numero di iscrizione',
  country: 'Paese',
  address: 'Sede legale',
  detailsWrong: 'Qualcosa non è corretto? Ci contatti prima di proseguire: questi dati non si possono modificare qui.',
  confirmDetails: 'I dati sono corretti',
  nobodyYet: 'Non è stato ancora dichiarato nessuno.',
  declaredTitle: 'Dichiarati finora:',
  unnamedPerson: 'Persona {number}',
  unnamedCompany: 'Società {number}',
  roles: { director: 'amministratore', shareholder: 'socio', ubo: 'titolare effettivo' },
  stillNeeded: 'Ancora necessario prima della verifica:',
  needDirector: 'almeno un amministratore;',
  needUbo: 'ogni titolare effettivo: chiunque detenga il {threshold} % o più del capitale, oppure un UBO designato se nessuno raggiunge tale quota.',
  nobodyNeedsKyc: 'Non è stato ancora dichiarato alcun amministratore né titolare effettivo. Torni al passaggio precedente per dichiararli.',
  kycLabel: 'Verifica dell’identità',
  kycStatus: {
    notStarted: 'non iniziata',
    inProgress: 'in corso',
    aborted: 'interrotta prima della fine',
    validated: 'convalidata',
    declined: 'rifiutata',
  },
  sendLink: 'Invia il link a {name}',
  sendAgain: 'Invia di nuovo il link a {name}',
  linkSent: 'Il link è in arrivo.',
  linkNotSent: 'Non è stato possibile inviare il link da qui. La preghiamo di contattarci.',
  kybWaiting: 'Potrà richiedere la verifica quando ogni amministratore e ogni titolare effettivo avrà una verifica dell’identità convalidata. Torni allora: riprenderà proprio da qui.',
  waitingFor: 'Verifiche dell’identità non ancora convalidate:',
} satisfies Catalog['companyOnboarding'];
