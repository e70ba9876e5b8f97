/** Textos en español de <svc-external-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Tarjetas externas',
  sortNewest: 'Las más recientes primero',
  sortOldest: 'Las más antiguas primero',
  pager: 'Páginas de tarjetas externas',
  totalNone: 'Ninguna tarjeta externa',
  total: { one: '{count} tarjeta externa', other: '{count} tarjetas externas' },
  loading: 'Cargando las tarjetas externas…',
  columnCard: 'Tarjeta',
  columnHolder: 'Titular',
  columnExpiry: 'Caduca',
  columnAdded: 'Añadida el',
  endingIn: 'Tarjeta terminada en {digits}',
  keyboardHint: 'Las flechas pasan de una tarjeta a otra; Intro o Espacio elige una.',
  pinnedInvalid: 'No se puede mostrar esta lista: el cliente afectado no está bien identificado.',
  empty: 'Todavía no hay ninguna tarjeta de otro banco guardada.',
  emptyFiltered: 'Ninguna tarjeta externa coincide.',
  types: {
    DEBIT: 'Tarjeta de débito',
    CREDIT: 'Tarjeta de crédito',
    PREPAID: 'Tarjeta prepago',
  },
} satisfies Catalog['externalCardList'];
