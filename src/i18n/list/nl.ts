/** Nederlandse teksten die alle lijsten van de kit delen (filters, sortering, pagina’s). */
import type { Catalog } from '../catalog.js';

export default {
  showFilters: 'Filters',
  filtersFailed: 'De filters konden niet worden geladen.',
  filtersInForce: { one: 'Filters ({count} actief)', other: 'Filters ({count} actief)' },
  apply: 'Filters toepassen',
  reset: 'Filters wissen',
  sort: 'Sorteren',
  pageSize: 'Per pagina',
  page: 'Pagina',
  pageOf: 'Pagina {page} van {pages}',
  ofPages: 'van {pages}',
  goToPage: 'Ga',
  pagesCapped: 'Alleen de eerste {pages} pagina’s kunnen worden doorgebladerd.',
  pastEnd: 'Deze pagina ligt voorbij het einde van de lijst.',
  backToFirst: 'Terug naar de eerste pagina',
} satisfies Catalog['list'];
