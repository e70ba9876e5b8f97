/** Textos en español de <svc-sca-pending>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Aprobación necesaria',
  pushInstructions: 'Abra la notificación enviada a su dispositivo registrado y apruebe esta operación.',
  pushDevice: 'Dispositivo: {device}',
  joinCodeInstructions: 'Introduzca este código en su dispositivo registrado para aprobar esta operación:',
  signingInstructions: 'Firmando esta operación en su dispositivo registrado…',
  requiredInstructions: 'Esta operación debe aprobarse. Iniciando…',
  approveThenContinue: 'Apruebe esta operación en su dispositivo registrado y pulse Continuar.',
  notApprovedYet: 'Aún no se ha aprobado. Apruebe esta operación en su dispositivo registrado y vuelva a pulsar Continuar.',
  continue: 'Continuar',
  remaining: 'Tiempo restante: {time}',
  announceStart: 'Aprobación necesaria. Tiempo restante: {time}.',
  announceRemaining: 'Tiempo restante para aprobar: {time}.',
  approved: 'Operación aprobada.',
  expired: 'El plazo de aprobación ha vencido.',
  failed: 'La aprobación ha fallado.',
  cancel: 'Cancelar',
  retry: 'Reintentar',
} satisfies Catalog['scaPending'];
