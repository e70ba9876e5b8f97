/** Dutch texts every journey shares (<svc-onboarding>, <svc-company-onboarding>): the progress, the steps' loading, the moves, the end. */
import type { Catalog } from '../catalog.js';

/** @public loaded through each journey's own file of this language, which re-exports it as `journey` */
export default {
  position: 'Stap {number} van {total}',
  done: 'voltooid',
  back: 'Terug',
  continue: 'Doorgaan',
  later: 'Later afronden',
  loadingStep: 'Deze stap wordt geladen…',
  stepFailed: 'Deze stap kon niet worden geladen. Controleer uw verbinding en probeer het opnieuw.',
  completeTitle: 'Alles is klaar',
} satisfies Catalog['journey'];
