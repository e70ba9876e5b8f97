/** Testi italiani di <svc-external-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Carte esterne',
  sortNewest: 'Prima le più recenti',
  sortOldest: 'Prima le meno recenti',
  pager: 'Pagine di carte esterne',
  totalNone: 'Nessuna carta esterna',
  total: { one: '{count} carta esterna', many: '{count} di carte esterne', other: '{count} carte esterne' },
  loading: 'Caricamento delle carte esterne…',
  columnCard: 'Carta',
  columnHolder: 'Titolare',
  columnExpiry: 'Scadenza',
  columnAdded: 'Aggiunta il',
  endingIn: 'Carta che termina con {digits}',
  keyboardHint: 'Le frecce passano da una carta all’altra; Invio o Spazio ne sceglie una.',
  pinnedInvalid: 'Impossibile mostrare questo elenco: il cliente interessato non è identificato correttamente.',
  empty: 'Non è ancora salvata nessuna carta di un’altra banca.',
  emptyFiltered: 'Nessuna carta esterna corrisponde.',
  types: {
    DEBIT: 'Carta di debito',
    CREDIT: 'Carta di credito',
    PREPAID: 'Carta prepagata',
  },
} satisfies Catalog['externalCardList'];
