/** <svc-partner-user-list> eestikeelsed tekstid. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Meeskonnaliikmed',
  sortAsc: 'E-post, A–Z',
  sortDesc: 'E-post, Z–A',
  pager: 'Meeskonnaliikmete lehed',
  totalNone: 'Meeskonnaliikmeid pole',
  total: { one: '{count} meeskonnaliige', other: '{count} meeskonnaliiget' },
  loading: 'Meeskonnaliikmete laadimine…',
  empty: 'Ühelgi meeskonnaliikmel pole veel kontot.',
  emptyFiltered: 'Sobivaid meeskonnaliikmeid pole.',
  roles: 'Rollid',
  noRoles: 'Rolle pole',
  created: 'Loodud',
  updated: 'Muudetud',
} satisfies Catalog['partnerUserList'];
