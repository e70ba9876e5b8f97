/** Testi italiani comuni agli elenchi del kit (filtri, ordinamento, pagine). */
import type { Catalog } from '../catalog.js';

export default {
  showFilters: 'Filtri',
  filtersFailed: 'Non è stato possibile caricare i filtri.',
  filtersInForce: { one: 'Filtri ({count} attivo)', many: 'Filtri ({count} attivi)', other: 'Filtri ({count} attivi)' },
  apply: 'Applica i filtri',
  reset: 'Cancella i filtri',
  sort: 'Ordina',
  pageSize: 'Per pagina',
  page: 'Pagina',
  pageOf: 'Pagina {page} di {pages}',
  ofPages: 'di {pages}',
  goToPage: 'Vai',
  pagesCapped: 'Si possono consultare solo le prime {pages} pagine.',
  pastEnd: 'Questa pagina si trova oltre la fine dell’elenco.',
  backToFirst: 'Torna alla prima pagina',
} satisfies Catalog['list'];
