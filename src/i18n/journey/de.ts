/** German texts every journey shares (<svc-onboarding>, <svc-company-onboarding>): the progress, the steps' loading, the moves, the end. */
import type { Catalog } from '../catalog.js';

/** @public loaded through each journey's own file of this language, which re-exports it as `journey` */
export default {
  position: 'Schritt {number} von {total}',
  done: 'erledigt',
  back: 'Zurück',
  continue: 'Weiter',
  later: 'Später fortsetzen',
  loadingStep: 'Dieser Schritt wird geladen…',
  stepFailed: 'Dieser Schritt konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es dann erneut.',
  completeTitle: 'Alles erledigt',
} satisfies Catalog['journey'];
