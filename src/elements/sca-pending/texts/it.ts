/** Testi italiani di <svc-sca-pending>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Autorizzazione richiesta',
  pushInstructions: 'Apra la notifica inviata al dispositivo registrato e autorizzi questa operazione.',
  pushDevice: 'Dispositivo: {device}',
  joinCodeInstructions: 'Inserisca questo codice sul dispositivo registrato per autorizzare questa operazione:',
  signingInstructions: 'Firma di questa operazione sul dispositivo registrato…',
  requiredInstructions: 'Questa operazione deve essere autorizzata. Avvio…',
  approveThenContinue: 'Autorizzi questa operazione sul dispositivo registrato, poi prema Continua.',
  notApprovedYet: 'Non ancora autorizzata. Autorizzi questa operazione sul dispositivo registrato, poi prema di nuovo Continua.',
  continue: 'Continua',
  remaining: 'Tempo rimanente: {time}',
  announceStart: 'Autorizzazione richiesta. Tempo rimanente: {time}.',
  announceRemaining: 'Tempo rimanente per autorizzare: {time}.',
  approved: 'Operazione autorizzata.',
  expired: 'Il tempo per l’autorizzazione è scaduto.',
  failed: 'L’autorizzazione non è riuscita.',
  cancel: 'Annulla',
  retry: 'Riprova',
} satisfies Catalog['scaPending'];
