/** Textos em português (Portugal) de <svc-partner-user-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Membros da equipa',
  sortAsc: 'E-mail, de A a Z',
  sortDesc: 'E-mail, de Z a A',
  pager: 'Páginas de membros da equipa',
  totalNone: 'Nenhum membro da equipa',
  total: { one: '{count} membro da equipa', other: '{count} membros da equipa' },
  loading: 'A carregar os membros da equipa…',
  empty: 'Nenhum membro da equipa tem ainda conta.',
  emptyFiltered: 'Nenhum membro da equipa corresponde.',
  roles: 'Funções',
  noRoles: 'Sem funções',
  created: 'Criado em',
  updated: 'Alterado em',
} satisfies Catalog['partnerUserList'];
