/** Textos em português (Portugal) de <svc-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Cartões',
  filters: 'Filtrar cartões',
  endUserId: 'Identificador do cliente',
  endUserIdHint: 'O UUID de um particular ou de uma empresa.',
  ledgerId: 'Identificador da conta',
  ledgerIdHint: 'Apresenta os cartões desta conta.',
  profileId: 'Identificador do perfil de cartão',
  profileIdHint: 'Apresenta os cartões emitidos com este perfil.',
  status: 'Estado',
  type: 'Tipo',
  pinnedInvalid: 'Esta lista está limitada a um identificador inválido: nada foi carregado.',
  sortDesc: 'Mais recentes primeiro',
  sortAsc: 'Mais antigos primeiro',
  pager: 'Páginas de cartões',
  totalNone: 'Nenhum cartão',
  total: { one: '{count} cartão', other: '{count} cartões' },
  loading: 'A carregar os cartões…',
  columnCard: 'Cartão',
  columnStatus: 'Estado',
  columnExpiry: 'Validade',
  untitled: 'Cartão {type}',
  keyboardHint: 'As setas passam de um cartão para outro; Enter ou Espaço abre o cartão.',
  empty: 'Ainda não existe nenhum cartão.',
  emptyFiltered: 'Nenhum cartão corresponde a estes filtros.',
} satisfies Catalog['cardList'];
