/** Portuguese (Portugal) texts every journey shares (<svc-onboarding>, <svc-company-onboarding>): the progress, the steps' loading, the moves, the end. */
import type { Catalog } from '../catalog.js';

/** @public loaded through each journey's own file of this language, which re-exports it as `journey` */
export default {
  position: 'Passo {number} de {total}',
  done: 'concluído',
  back: 'Voltar',
  continue: 'Continuar',
  later: 'Terminar mais tarde',
  loadingStep: 'A carregar este passo…',
  stepFailed: 'Não foi possível carregar este passo. Verifique a sua ligação e tente novamente.',
  completeTitle: 'Está tudo pronto',
} satisfies Catalog['journey'];
