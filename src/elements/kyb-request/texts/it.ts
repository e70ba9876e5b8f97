/** Testi italiani di <svc-kyb-request>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  corporateIdInvalid: 'La società per cui è configurata questa richiesta non ha un identificativo valido (corporate-id): non è possibile inviare nulla.',
  title: 'Verifica della società (KYB)',
  needed: 'Prima di richiederla:',
  directors: 'ogni amministratore è dichiarato;',
  ubos: 'ogni titolare effettivo è dichiarato: chiunque detenga il {threshold} % o più delle quote, oppure un titolare effettivo designato (UBO speciale) se nessuno le detiene;',
  kyc: 'ognuno ha una verifica dell’identità (KYC) superata: dopo aver dichiarato una persona, Lei (il partner) le invia il link alla sua verifica dell’identità. Il link proviene dal Suo sistema KYC presso il servizio; questa pagina non lo crea né lo invia.',
  submit: 'Richiedi la verifica KYB',
  sent: 'La verifica KYB è stata richiesta. Un responsabile della conformità esamina la società e stabilisce l’esito.',
  outcomeTitle: 'Esito',
  VALIDATED: 'Superata',
  VALIDATED_text: 'La società ha superato la verifica KYB: tutte le funzioni bancarie le sono aperte, conti compresi.',
  NEED_ADDITIONAL_INFORMATION: 'Servono altre informazioni',
  NEED_ADDITIONAL_INFORMATION_text: 'La funzione conformità ha bisogno di altre informazioni prima di decidere. Completi quanto richiesto, poi richieda di nuovo la verifica.',
  DECLINED: 'Respinta',
  DECLINED_text: 'La società non ha superato la verifica KYB: le sue informazioni violano le regole di conformità. Le funzioni bancarie restano chiuse.',
  unknown_text: 'Il servizio ha dato questo esito, che il kit non conosce.',
  reason: 'Motivo',
} satisfies Catalog['kybRequest'];
