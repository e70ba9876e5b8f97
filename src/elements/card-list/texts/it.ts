/** Testi italiani di <svc-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Carte',
  filters: 'Filtra le carte',
  endUserId: 'Identificativo del cliente',
  endUserIdHint: 'L’UUID di una persona fisica o di un’impresa.',
  ledgerId: 'Identificativo del conto',
  ledgerIdHint: 'Mostra le carte di questo conto.',
  profileId: 'Identificativo del profilo carta',
  profileIdHint: 'Mostra le carte emesse con questo profilo.',
  status: 'Stato',
  type: 'Tipo',
  pinnedInvalid: 'Questo elenco è limitato a un identificativo non valido: non è stato caricato nulla.',
  sortDesc: 'Prima le più recenti',
  sortAsc: 'Prima le meno recenti',
  pager: 'Pagine di carte',
  totalNone: 'Nessuna carta',
  total: { one: '{count} carta', many: '{count} di carte', other: '{count} carte' },
  loading: 'Caricamento delle carte…',
  columnCard: 'Carta',
  columnStatus: 'Stato',
  columnExpiry: 'Scade a fine',
  untitled: 'Carta {type}',
  keyboardHint: 'Le frecce passano da una carta all’altra; Invio o Spazio apre la carta.',
  empty: 'Non ci sono ancora carte.',
  emptyFiltered: 'Nessuna carta corrisponde a questi filtri.',
} satisfies Catalog['cardList'];
