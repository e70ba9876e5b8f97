/** Nederlandse teksten van <svc-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Kaarten',
  filters: 'Kaarten filteren',
  endUserId: 'Klant-ID',
  endUserIdHint: 'De UUID van een particulier of een onderneming.',
  ledgerId: 'Rekening-ID',
  ledgerIdHint: 'Toont de kaarten van deze rekening.',
  profileId: 'Kaartprofiel-ID',
  profileIdHint: 'Toont de kaarten die met dit profiel zijn aangemaakt.',
  status: 'Status',
  type: 'Type',
  pinnedInvalid: 'Deze lijst is beperkt tot een ongeldige ID, daarom is niets geladen.',
  sortDesc: 'Nieuwste eerst',
  sortAsc: 'Oudste eerst',
  pager: 'Pagina’s met kaarten',
  totalNone: 'Geen kaarten',
  total: { one: '{count} kaart', other: '{count} kaarten' },
  loading: 'Kaarten worden geladen…',
  columnCard: 'Kaart',
  columnStatus: 'Status',
  columnExpiry: 'Vervalt',
  untitled: '{type} kaart',
  keyboardHint: 'Met de pijltjestoetsen gaat u van kaart naar kaart; Enter of spatie opent een kaart.',
  empty: 'Er zijn nog geen kaarten.',
  emptyFiltered: 'Geen kaarten komen overeen met deze filters.',
} satisfies Catalog['cardList'];
