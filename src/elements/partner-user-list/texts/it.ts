/** Testi italiani di <svc-partner-user-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Membri del team',
  sortAsc: 'E-mail, dalla A alla Z',
  sortDesc: 'E-mail, dalla Z alla A',
  pager: 'Pagine dei membri del team',
  totalNone: 'Nessun membro del team',
  total: { one: '{count} membro del team', many: '{count} di membri del team', other: '{count} membri del team' },
  loading: 'Caricamento dei membri del team…',
  empty: 'Nessun membro del team ha ancora un profilo.',
  emptyFiltered: 'Nessun membro del team corrisponde.',
  roles: 'Ruoli',
  noRoles: 'Nessun ruolo',
  created: 'Creato il',
  updated: 'Modificato il',
} satisfies Catalog['partnerUserList'];
