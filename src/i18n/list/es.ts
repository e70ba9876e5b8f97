/** Textos en español comunes a las listas del kit (filtros, orden, páginas). */
import type { Catalog } from '../catalog.js';

export default {
  showFilters: 'Filtros',
  filtersFailed: 'No se han podido cargar los filtros.',
  filtersInForce: { one: 'Filtros ({count} activo)', other: 'Filtros ({count} activos)' },
  apply: 'Aplicar filtros',
  reset: 'Borrar filtros',
  sort: 'Ordenar',
  pageSize: 'Por página',
  page: 'Página',
  pageOf: 'Página {page} de {pages}',
  ofPages: 'de {pages}',
  goToPage: 'Ir',
  pagesCapped: 'Solo se pueden consultar las {pages} primeras páginas.',
  pastEnd: 'Esta página está más allá del final de la lista.',
  backToFirst: 'Volver a la primera página',
} satisfies Catalog['list'];
