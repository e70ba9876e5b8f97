/** Deutsche Texte von <svc-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Karten',
  filters: 'Karten filtern',
  endUserId: 'Kunden-ID',
  endUserIdHint: 'Die UUID einer Privatperson oder eines Unternehmens.',
  ledgerId: 'Konto-ID',
  ledgerIdHint: 'Zeigt die Karten dieses Kontos.',
  profileId: 'Kartenprofil-ID',
  profileIdHint: 'Zeigt die mit diesem Profil ausgegebenen Karten.',
  status: 'Status',
  type: 'Art',
  pinnedInvalid: 'Diese Liste ist auf eine ungültige ID festgelegt, daher wurde nichts geladen.',
  sortDesc: 'Neueste zuerst',
  sortAsc: 'Älteste zuerst',
  pager: 'Kartenseiten',
  totalNone: 'Keine Karten',
  total: { one: '{count} Karte', other: '{count} Karten' },
  loading: 'Karten werden geladen…',
  columnCard: 'Karte',
  columnStatus: 'Status',
  columnExpiry: 'Gültig bis',
  untitled: '{type} Karte',
  keyboardHint: 'Mit den Pfeiltasten wechseln Sie zwischen den Karten; Eingabe oder Leertaste öffnet eine Karte.',
  empty: 'Es gibt noch keine Karten.',
  emptyFiltered: 'Keine Karte entspricht diesen Filtern.',
} satisfies Catalog['cardList'];
