/** Български текстове, общи за всички списъци (филтри, подреждане, страници). */
import type { Catalog } from '../catalog.js';

export default {
  showFilters: 'Филтри',
  filtersFailed: 'Филтрите не можаха да бъдат заредени.',
  filtersInForce: { one: 'Филтри ({count} активен)', other: 'Филтри ({count} активни)' },
  apply: 'Прилагане на филтрите',
  reset: 'Изчистване на филтрите',
  sort: 'Подреждане',
  pageSize: 'На страница',
  page: 'Страница',
  pageOf: 'Страница {page} от {pages}',
  ofPages: 'от {pages}',
  goToPage: 'Към',
  pagesCapped: 'Могат да се разглеждат само първите {pages} страници.',
  pastEnd: 'Тази страница е след края на списъка.',
  backToFirst: 'Към първата страница',
} satisfies Catalog['list'];
