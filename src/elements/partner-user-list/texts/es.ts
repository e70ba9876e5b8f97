/** Textos en español de <svc-partner-user-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Miembros del equipo',
  sortAsc: 'Correo electrónico, de la A a la Z',
  sortDesc: 'Correo electrónico, de la Z a la A',
  pager: 'Páginas de miembros del equipo',
  totalNone: 'Ningún miembro del equipo',
  total: { one: '{count} miembro del equipo', other: '{count} miembros del equipo' },
  loading: 'Cargando los miembros del equipo…',
  empty: 'Ningún miembro del equipo tiene cuenta todavía.',
  emptyFiltered: 'Ningún miembro del equipo coincide.',
  roles: 'Roles',
  noRoles: 'Sin roles',
  created: 'Creado el',
  updated: 'Modificado el',
} satisfies Catalog['partnerUserList'];
