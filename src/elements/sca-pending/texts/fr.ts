/** Textes de <svc-sca-pending>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Validation requise',
  pushInstructions: 'Ouvrez la notification envoyée sur votre appareil enregistré et validez cette opération.',
  pushDevice: 'Appareil : {device}',
  joinCodeInstructions: 'Saisissez ce code sur votre appareil enregistré pour valider cette opération :',
  signingInstructions: 'Signature de cette opération sur votre appareil enregistré…',
  requiredInstructions: 'Cette opération doit être validée. Lancement…',
  approveThenContinue: 'Validez cette opération sur votre appareil enregistré, puis appuyez sur Continuer.',
  notApprovedYet: 'Pas encore validée. Validez cette opération sur votre appareil enregistré, puis appuyez de nouveau sur Continuer.',
  continue: 'Continuer',
  remaining: 'Temps restant : {time}',
  announceStart: 'Validation requise. Temps restant : {time}.',
  announceRemaining: 'Temps restant pour valider : {time}.',
  approved: 'Opération validée.',
  expired: 'Le délai de validation est écoulé.',
  failed: 'La validation a échoué.',
  cancel: 'Annuler',
  retry: 'Réessayer',
} satisfies Catalog['scaPending'];
