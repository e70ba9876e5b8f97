/** Textos en español de <svc-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Tarjetas',
  filters: 'Filtrar tarjetas',
  endUserId: 'Identificador del cliente',
  endUserIdHint: 'El UUID de un particular o de una empresa.',
  ledgerId: 'Identificador de la cuenta',
  ledgerIdHint: 'Muestra las tarjetas de esta cuenta.',
  profileId: 'Identificador del perfil de tarjeta',
  profileIdHint: 'Muestra las tarjetas emitidas con este perfil.',
  status: 'Estado',
  type: 'Tipo',
  pinnedInvalid: 'Esta lista está limitada a un identificador no válido: no se ha cargado nada.',
  sortDesc: 'Las más recientes primero',
  sortAsc: 'Las más antiguas primero',
  pager: 'Páginas de tarjetas',
  totalNone: 'Ninguna tarjeta',
  total: { one: '{count} tarjeta', other: '{count} tarjetas' },
  loading: 'Cargando las tarjetas…',
  columnCard: 'Tarjeta',
  columnStatus: 'Estado',
  columnExpiry: 'Caducidad',
  untitled: 'Tarjeta {type}',
  keyboardHint: 'Las flechas pasan de una tarjeta a otra; Intro o Espacio abre la tarjeta.',
  empty: 'Todavía no hay ninguna tarjeta.',
  emptyFiltered: 'Ninguna tarjeta coincide con estos filtros.',
} satisfies Catalog['cardList'];
