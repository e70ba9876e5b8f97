/** Bulgarian texts every journey shares (<svc-onboarding>, <svc-company-onboarding>): the progress, the steps' loading, the moves, the end. */
import type { Catalog } from '../catalog.js';

/** @public loaded through each journey's own file of this language, which re-exports it as `journey` */
export default {
  position: 'Стъпка {number} от {total}',
  done: 'завършена',
  back: 'Назад',
  continue: 'Продължи',
  later: 'Завърши по-късно',
  loadingStep: 'Тази стъпка се зарежда…',
  stepFailed: 'Тази стъпка не можа да се зареди. Проверете връзката си и опитайте отново.',
  completeTitle: 'Готово',
} satisfies Catalog['journey'];
