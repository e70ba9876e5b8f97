/** Italian texts every journey shares (<svc-onboarding>, <svc-company-onboarding>): the progress, the steps' loading, the moves, the end. */
import type { Catalog } from '../catalog.js';

/** @public loaded through each journey's own file of this language, which re-exports it as `journey` */
export default {
  position: 'Passaggio {number} di {total}',
  done: 'completato',
  back: 'Indietro',
  continue: 'Continua',
  later: 'Termina più tardi',
  loadingStep: 'Caricamento di questo passaggio…',
  stepFailed: 'Non è stato possibile caricare questo passaggio. Verifichi la connessione, poi riprovi.',
  completeTitle: 'Tutto pronto',
} satisfies Catalog['journey'];
