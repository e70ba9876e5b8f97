/** Български текстове на <svc-partner-user-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Членове на екипа',
  sortAsc: 'Имейл, от А до Я',
  sortDesc: 'Имейл, от Я до А',
  pager: 'Страници с членове на екипа',
  totalNone: 'Няма членове на екипа',
  total: { one: '{count} член на екипа', other: '{count} члена на екипа' },
  loading: 'Зареждане на членовете на екипа…',
  empty: 'Все още никой от екипа няма профил.',
  emptyFiltered: 'Няма съвпадащи членове на екипа.',
  roles: 'Роли',
  noRoles: 'Без роли',
  created: 'Създаден',
  updated: 'Променен',
} satisfies Catalog['partnerUserList'];
