/** Textos em português (Portugal) de <svc-sca-pending>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Aprovação necessária',
  pushInstructions: 'Abra a notificação enviada para o seu dispositivo registado e aprove esta operação.',
  pushDevice: 'Dispositivo: {device}',
  joinCodeInstructions: 'Introduza este código no seu dispositivo registado para aprovar esta operação:',
  signingInstructions: 'A assinar esta operação no seu dispositivo registado…',
  requiredInstructions: 'Esta operação tem de ser aprovada. A iniciar…',
  approveThenContinue: 'Aprove esta operação no seu dispositivo registado e prima Continuar.',
  notApprovedYet: 'Ainda não foi aprovada. Aprove esta operação no seu dispositivo registado e prima novamente Continuar.',
  continue: 'Continuar',
  remaining: 'Tempo restante: {time}',
  announceStart: 'Aprovação necessária. Tempo restante: {time}.',
  announceRemaining: 'Tempo restante para aprovar: {time}.',
  approved: 'Operação aprovada.',
  expired: 'O prazo de aprovação terminou.',
  failed: 'A aprovação falhou.',
  cancel: 'Cancelar',
  retry: 'Tentar novamente',
} satisfies Catalog['scaPending'];
