/** Lietuviški <svc-partner-user-list> tekstai. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Komandos nariai',
  sortAsc: 'El. paštas, nuo A iki Ž',
  sortDesc: 'El. paštas, nuo Ž iki A',
  pager: 'Komandos narių puslapiai',
  totalNone: 'Komandos narių nėra',
  total: { one: '{count} komandos narys', few: '{count} komandos nariai', many: '{count} komandos nario', other: '{count} komandos narių' },
  loading: 'Įkeliami komandos nariai…',
  empty: 'Dar nė vienas komandos narys neturi paskyros.',
  emptyFiltered: 'Atitinkančių komandos narių nėra.',
  roles: 'Vaidmenys',
  noRoles: 'Vaidmenų nėra',
  created: 'Sukurta',
  updated: 'Pakeista',
} satisfies Catalog['partnerUserList'];
