/** <svc-card-list> eestikeelsed tekstid. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Kaardid',
  filters: 'Kaartide filtreerimine',
  endUserId: 'Kliendi ID',
  endUserIdHint: 'Eraisiku või ettevõtte UUID.',
  ledgerId: 'Konto ID',
  ledgerIdHint: 'Näitab selle konto kaarte.',
  profileId: 'Kaardiprofiili ID',
  profileIdHint: 'Näitab selle profiiliga väljastatud kaarte.',
  status: 'Olek',
  type: 'Liik',
  pinnedInvalid: 'See loend on piiratud vigase tunnusega, seetõttu ei laaditud midagi.',
  sortDesc: 'Uuemad eespool',
  sortAsc: 'Vanemad eespool',
  pager: 'Kaartide lehed',
  totalNone: 'Kaarte pole',
  total: { one: '{count} kaart', other: '{count} kaarti' },
  loading: 'Kaartide laadimine…',
  columnCard: 'Kaart',
  columnStatus: 'Olek',
  columnExpiry: 'Kehtib kuni',
  untitled: '{type} kaart',
  keyboardHint: 'Nooleklahvidega liigute kaartide vahel; Enter või tühik avab kaardi.',
  empty: 'Kaarte veel pole.',
  emptyFiltered: 'Ükski kaart ei vasta nendele filtritele.',
} satisfies Catalog['cardList'];
