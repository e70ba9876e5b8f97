/** Texte von <svc-sca-pending>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Freigabe erforderlich',
  pushInstructions: 'Öffnen Sie die Benachrichtigung auf Ihrem registrierten Gerät und geben Sie diesen Vorgang frei.',
  pushDevice: 'Gerät: {device}',
  joinCodeInstructions: 'Geben Sie diesen Code auf Ihrem registrierten Gerät ein, um den Vorgang freizugeben:',
  signingInstructions: 'Der Vorgang wird auf Ihrem registrierten Gerät signiert…',
  requiredInstructions: 'Dieser Vorgang muss freigegeben werden. Wird gestartet…',
  approveThenContinue: 'Geben Sie diesen Vorgang auf Ihrem registrierten Gerät frei und wählen Sie dann „Weiter“.',
  notApprovedYet: 'Noch nicht freigegeben. Geben Sie diesen Vorgang auf Ihrem registrierten Gerät frei und wählen Sie dann erneut „Weiter“.',
  continue: 'Weiter',
  remaining: 'Noch {time}',
  announceStart: 'Freigabe erforderlich. Noch {time}.',
  announceRemaining: 'Noch {time} für die Freigabe.',
  approved: 'Freigegeben.',
  expired: 'Die Zeit für die Freigabe ist abgelaufen.',
  failed: 'Die Freigabe ist fehlgeschlagen.',
  cancel: 'Abbrechen',
  retry: 'Erneut versuchen',
} satisfies Catalog['scaPending'];
