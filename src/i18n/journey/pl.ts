/** Polish texts every journey shares (<svc-onboarding>, <svc-company-onboarding>): the progress, the steps' loading, the moves, the end. */
import type { Catalog } from '../catalog.js';

/** @public loaded through each journey's own file of this language, which re-exports it as `journey` */
export default {
  position: 'Krok {number} z {total}',
  done: 'ukończono',
  back: 'Wstecz',
  continue: 'Dalej',
  later: 'Dokończ później',
  loadingStep: 'Wczytywanie tego kroku…',
  stepFailed: 'Nie udało się wczytać tego kroku. Sprawdź połączenie i spróbuj ponownie.',
  completeTitle: 'Gotowe',
} satisfies Catalog['journey'];
