/** Textos em português (Portugal) comuns às listas do kit (filtros, ordenação, páginas). */
import type { Catalog } from '../catalog.js';

export default {
  showFilters: 'Filtros',
  filtersFailed: 'Não foi possível carregar os filtros.',
  filtersInForce: { one: 'Filtros ({count} ativo)', other: 'Filtros ({count} ativos)' },
  apply: 'Aplicar filtros',
  reset: 'Limpar filtros',
  sort: 'Ordenar',
  pageSize: 'Por página',
  page: 'Página',
  pageOf: 'Página {page} de {pages}',
  ofPages: 'de {pages}',
  goToPage: 'Ir',
  pagesCapped: 'Só é possível consultar as primeiras {pages} páginas.',
  pastEnd: 'Esta página fica depois do fim da lista.',
  backToFirst: 'Voltar à primeira página',
} satisfies Catalog['list'];
