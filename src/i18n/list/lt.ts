/** Lietuviški tekstai, bendri visiems sąrašams (filtrai, rikiavimas, puslapiai). */
import type { Catalog } from '../catalog.js';

export default {
  showFilters: 'Filtrai',
  filtersFailed: 'Filtrų įkelti nepavyko.',
  filtersInForce: { one: 'Filtrai ({count} taikomas)', few: 'Filtrai ({count} taikomi)', many: 'Filtrai ({count} taikoma)', other: 'Filtrai ({count} taikoma)' },
  apply: 'Taikyti filtrus',
  reset: 'Išvalyti filtrus',
  sort: 'Rikiuoti',
  pageSize: 'Puslapyje',
  page: 'Puslapis',
  pageOf: 'Puslapis {page} iš {pages}',
  ofPages: 'iš {pages}',
  goToPage: 'Eiti',
  pagesCapped: 'Galima peržiūrėti tik puslapius nuo 1 iki {pages}.',
  pastEnd: 'Šis puslapis yra už sąrašo pabaigos.',
  backToFirst: 'Grįžti į pirmą puslapį',
} satisfies Catalog['list'];
