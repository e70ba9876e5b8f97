/** Наименования на статусите на клиента и техните стойности (<svc-consumer-status>, <svc-consumer-list>). */
import type { Catalog } from '../catalog.js';

export default {
  facets: {
    overall: 'Общ',
    kyc: 'Проверка на самоличността (KYC)',
    banking: 'Банкова сметка',
    suspension: 'Спиране',
    service: 'Услуга',
    compliance: 'Съответствие',
  },
  overall: { ACTIVE: 'Активен', INACTIVE: 'Неактивен' },
  kyc: {
    NOT_STARTED: 'Не е започната',
    CREATED: 'Започната',
    PROCESSING: 'В процес',
    ABORTED: 'Прекратена',
    PENDING_REVIEW: 'В преглед',
    VALIDATED: 'Одобрена',
    DECLINED: 'Отказана',
  },
  banking: {
    VALIDATED: 'Открита',
    PENDING: 'В процес на откриване',
    MISSING_DATA: 'Липсват данни',
    BLOCKED: 'Блокирана',
    NOT_CREATED: 'Не е открита',
  },
  suspension: { SUSPENDED: 'Спрян', NOT_SUSPENDED: 'Не е спрян' },
  service: {
    PENDING: 'В изчакване',
    FORBIDDEN: 'Отказана',
    MISSING_DATA: 'Липсват данни',
    VALIDATED: 'Одобрена',
    LIMITED: 'Ограничена',
    CLOSING: 'В процес на закриване',
    CLOSED: 'Закрита',
  },
  compliance: { PENDING: 'В изчакване', DECLINED: 'Отказано', PENDING_REVIEW: 'В преглед', VALIDATED: 'Одобрено' },
} satisfies Catalog['consumerStatuses'];
