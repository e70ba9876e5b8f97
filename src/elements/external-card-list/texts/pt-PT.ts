/** Textos em português (Portugal) de <svc-external-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Cartões externos',
  sortNewest: 'Mais recentes primeiro',
  sortOldest: 'Mais antigos primeiro',
  pager: 'Páginas de cartões externos',
  totalNone: 'Nenhum cartão externo',
  total: { one: '{count} cartão externo', other: '{count} cartões externos' },
  loading: 'A carregar os cartões externos…',
  columnCard: 'Cartão',
  columnHolder: 'Titular',
  columnExpiry: 'Validade',
  columnAdded: 'Adicionado em',
  endingIn: 'Cartão terminado em {digits}',
  keyboardHint: 'As setas passam de um cartão para outro; Enter ou Espaço escolhe um.',
  pinnedInvalid: 'Não é possível apresentar esta lista: o cliente em causa não está corretamente identificado.',
  empty: 'Ainda não está guardado nenhum cartão de outro banco.',
  emptyFiltered: 'Nenhum cartão externo corresponde.',
  types: {
    DEBIT: 'Cartão de débito',
    CREDIT: 'Cartão de crédito',
    PREPAID: 'Cartão pré-pago',
  },
} satisfies Catalog['externalCardList'];
