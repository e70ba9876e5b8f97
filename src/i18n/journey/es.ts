/** Spanish texts every journey shares (<svc-onboarding>, <svc-company-onboarding>): the progress, the steps' loading, the moves, the end. */
import type { Catalog } from '../catalog.js';

/** @public loaded through each journey's own file of this language, which re-exports it as `journey` */
export default {
  position: 'Paso {number} de {total}',
  done: 'completado',
  back: 'Atrás',
  continue: 'Continuar',
  later: 'Terminar más tarde',
  loadingStep: 'Cargando este paso…',
  stepFailed: 'No se ha podido cargar este paso. Compruebe su conexión y vuelva a intentarlo.',
  completeTitle: 'Todo listo',
} satisfies Catalog['journey'];
