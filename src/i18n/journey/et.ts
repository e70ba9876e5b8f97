/** Estonian texts every journey shares (<svc-onboarding>, <svc-company-onboarding>): the progress, the steps' loading, the moves, the end. */
import type { Catalog } from '../catalog.js';

/** @public loaded through each journey's own file of this language, which re-exports it as `journey` */
export default {
  position: 'Samm {number}/{total}',
  done: 'tehtud',
  back: 'Tagasi',
  continue: 'Jätka',
  later: 'Lõpeta hiljem',
  loadingStep: 'Laadime seda sammu…',
  stepFailed: 'Seda sammu ei õnnestunud laadida. Kontrollige ühendust ja proovige uuesti.',
  completeTitle: 'Kõik on valmis',
} satisfies Catalog['journey'];
