/** French texts every journey shares (<svc-onboarding>, <svc-company-onboarding>): the progress, the steps' loading, the moves, the end. */
import type { Catalog } from '../catalog.js';

/** @public loaded through each journey's own file of this language, which re-exports it as `journey` */
export default {
  position: 'Étape {number} sur {total}',
  done: 'terminée',
  back: 'Retour',
  continue: 'Continuer',
  later: 'Terminer plus tard',
  loadingStep: 'Chargement de cette étape…',
  stepFailed: 'Cette étape n’a pas pu être chargée. Vérifiez votre connexion, puis réessayez.',
  completeTitle: 'Tout est prêt',
} satisfies Catalog['journey'];
