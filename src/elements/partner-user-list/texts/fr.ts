/** Textes français de <svc-partner-user-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Membres de l’équipe',
  sortAsc: 'E-mail, de A à Z',
  sortDesc: 'E-mail, de Z à A',
  pager: 'Pages des membres de l’équipe',
  totalNone: 'Aucun membre de l’équipe',
  total: { one: '{count} membre de l’équipe', other: '{count} membres de l’équipe' },
  loading: 'Chargement des membres de l’équipe…',
  empty: 'Aucun membre de l’équipe n’a encore de compte.',
  emptyFiltered: 'Aucun membre de l’équipe ne correspond.',
  roles: 'Rôles',
  noRoles: 'Aucun rôle',
  created: 'Créé le',
  updated: 'Modifié le',
} satisfies Catalog['partnerUserList'];
