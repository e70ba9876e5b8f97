/** Lithuanian texts every journey shares (<svc-onboarding>, <svc-company-onboarding>): the progress, the steps' loading, the moves, the end. */
import type { Catalog } from '../catalog.js';

/** @public loaded through each journey's own file of this language, which re-exports it as `journey` */
export default {
  position: 'Žingsnis {number} iš {total}',
  done: 'atlikta',
  back: 'Atgal',
  continue: 'Tęsti',
  later: 'Baigti vėliau',
  loadingStep: 'Įkeliamas šis žingsnis…',
  stepFailed: 'Nepavyko įkelti šio žingsnio. Patikrinkite ryšį ir bandykite dar kartą.',
  completeTitle: 'Viskas atlikta',
} satisfies Catalog['journey'];
