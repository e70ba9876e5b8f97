/** Nederlandse teksten van <svc-partner-user-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Teamleden',
  sortAsc: 'E-mail, A tot Z',
  sortDesc: 'E-mail, Z tot A',
  pager: 'Pagina’s met teamleden',
  totalNone: 'Geen teamleden',
  total: { one: '{count} teamlid', other: '{count} teamleden' },
  loading: 'Teamleden worden geladen…',
  empty: 'Nog geen enkel teamlid heeft een account.',
  emptyFiltered: 'Geen teamleden gevonden.',
  roles: 'Rollen',
  noRoles: 'Geen rollen',
  created: 'Aangemaakt',
  updated: 'Gewijzigd',
} satisfies Catalog['partnerUserList'];
