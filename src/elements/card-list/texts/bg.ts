/** Български текстове на <svc-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Карти',
  filters: 'Филтриране на картите',
  endUserId: 'Идентификатор на клиента',
  endUserIdHint: 'UUID на физическо лице или на фирма.',
  ledgerId: 'Идентификатор на сметката',
  ledgerIdHint: 'Показва картите към тази сметка.',
  profileId: 'Идентификатор на профила на картата',
  profileIdHint: 'Показва картите, издадени с този профил.',
  status: 'Статус',
  type: 'Вид',
  pinnedInvalid: 'Списъкът е ограничен до невалиден идентификатор, затова нищо не е заредено.',
  sortDesc: 'Първо най-новите',
  sortAsc: 'Първо най-старите',
  pager: 'Страници с карти',
  totalNone: 'Няма карти',
  total: { one: '{count} карта', other: '{count} карти' },
  loading: 'Зареждане на картите…',
  columnCard: 'Карта',
  columnStatus: 'Статус',
  columnExpiry: 'Валидна до',
  untitled: '{type} карта',
  keyboardHint: 'Със стрелките преминавате от карта на карта; Enter или интервал отваря картата.',
  empty: 'Все още няма карти.',
  emptyFiltered: 'Няма карти, отговарящи на тези филтри.',
} satisfies Catalog['cardList'];
