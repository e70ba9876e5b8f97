/** Български текстове на <svc-external-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Външни карти',
  sortNewest: 'Първо най-новите',
  sortOldest: 'Първо най-старите',
  pager: 'Страници с външни карти',
  totalNone: 'Няма външни карти',
  total: { one: '{count} външна карта', other: '{count} външни карти' },
  loading: 'Зареждане на външните карти…',
  columnCard: 'Карта',
  columnHolder: 'Картодържател',
  columnExpiry: 'Изтича',
  columnAdded: 'Добавена',
  endingIn: 'Карта, завършваща на {digits}',
  keyboardHint: 'Стрелките преминават между картите; Enter или интервал избира една.',
  pinnedInvalid: 'Списъкът не може да бъде показан: клиентът не е посочен правилно.',
  empty: 'Все още няма регистрирани карти от други банки.',
  emptyFiltered: 'Няма съвпадащи външни карти.',
  types: {
    DEBIT: 'Дебитна карта',
    CREDIT: 'Кредитна карта',
    PREPAID: 'Предплатена карта',
  },
} satisfies Catalog['externalCardList'];
