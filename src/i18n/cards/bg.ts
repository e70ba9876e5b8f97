/** Български текстове, общи за елементите за карти: статуси и видове карти. */
import type { Catalog } from '../catalog.js';

export default {
  statuses: {
    CREATING: 'Създава се',
    AWAITING_ACTIVATION: 'Очаква активиране',
    ACTIVATING: 'Активира се',
    REACTIVATING: 'Активира се отново',
    ACTIVE: 'Активна',
    SUSPENDING: 'Блокира се',
    SUSPENDED: 'Блокирана',
    CLOSING: 'Закрива се',
    CLOSED: 'Закрита',
    EXPIRED: 'С изтекъл срок',
  },
  types: {
    PHYSICAL: 'Физическа',
    VIRTUAL: 'Виртуална',
  },
} satisfies Catalog['cards'];
