/** Polskie teksty <svc-partner-user-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Członkowie zespołu',
  sortAsc: 'E-mail, od A do Z',
  sortDesc: 'E-mail, od Z do A',
  pager: 'Strony członków zespołu',
  totalNone: 'Brak członków zespołu',
  total: { one: '{count} członek zespołu', few: '{count} członków zespołu', many: '{count} członków zespołu', other: '{count} członka zespołu' },
  loading: 'Wczytywanie członków zespołu…',
  empty: 'Żaden członek zespołu nie ma jeszcze konta.',
  emptyFiltered: 'Brak pasujących członków zespołu.',
  roles: 'Role',
  noRoles: 'Brak ról',
  created: 'Utworzono',
  updated: 'Zmieniono',
} satisfies Catalog['partnerUserList'];
