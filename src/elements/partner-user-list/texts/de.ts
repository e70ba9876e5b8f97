/** Deutsche Texte von <svc-partner-user-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Teammitglieder',
  sortAsc: 'E-Mail, A bis Z',
  sortDesc: 'E-Mail, Z bis A',
  pager: 'Seiten der Teammitglieder',
  totalNone: 'Keine Teammitglieder',
  total: { one: '{count} Teammitglied', other: '{count} Teammitglieder' },
  loading: 'Teammitglieder werden geladen…',
  empty: 'Noch kein Teammitglied hat ein Konto.',
  emptyFiltered: 'Keine passenden Teammitglieder.',
  roles: 'Rollen',
  noRoles: 'Keine Rollen',
  created: 'Angelegt',
  updated: 'Geändert',
} satisfies Catalog['partnerUserList'];
