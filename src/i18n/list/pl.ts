/** Polskie teksty wspólne dla list w zestawie (filtry, sortowanie, strony). */
import type { Catalog } from '../catalog.js';

export default {
  showFilters: 'Filtry',
  filtersFailed: 'Nie udało się wczytać filtrów.',
  filtersInForce: { one: 'Filtry ({count} aktywny)', few: 'Filtry ({count} aktywne)', many: 'Filtry ({count} aktywnych)', other: 'Filtry ({count} aktywnego)' },
  apply: 'Zastosuj filtry',
  reset: 'Wyczyść filtry',
  sort: 'Sortuj',
  pageSize: 'Na stronie',
  page: 'Strona',
  pageOf: 'Strona {page} z {pages}',
  ofPages: 'z {pages}',
  goToPage: 'Przejdź',
  pagesCapped: 'Można przeglądać tylko początkowe strony, maksymalnie {pages}.',
  pastEnd: 'Ta strona wykracza poza koniec listy.',
  backToFirst: 'Wróć do pierwszej strony',
} satisfies Catalog['list'];
