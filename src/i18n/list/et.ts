/** Eestikeelsed tekstid, mis on kõigil loenditel ühised (filtrid, järjestus, lehed). */
import type { Catalog } from '../catalog.js';

export default {
  showFilters: 'Filtrid',
  filtersFailed: 'Filtreid ei õnnestunud laadida.',
  filtersInForce: { one: 'Filtrid ({count} kasutusel)', other: 'Filtrid ({count} kasutusel)' },
  apply: 'Rakenda filtrid',
  reset: 'Tühjenda filtrid',
  sort: 'Järjesta',
  pageSize: 'Lehel',
  page: 'Leht',
  pageOf: 'Leht {page}/{pages}',
  ofPages: '/{pages}',
  goToPage: 'Mine',
  pagesCapped: 'Sirvida saab ainult esimest {pages} lehte.',
  pastEnd: 'See leht on pärast loendi lõppu.',
  backToFirst: 'Tagasi esimesele lehele',
} satisfies Catalog['list'];
