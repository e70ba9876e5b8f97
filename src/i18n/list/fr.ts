/** Textes français communs aux listes du kit (filtres, tri, pages). */
import type { Catalog } from '../catalog.js';

export default {
  showFilters: 'Filtres',
  filtersFailed: 'Les filtres n’ont pas pu être chargés.',
  filtersInForce: { one: 'Filtres ({count} actif)', other: 'Filtres ({count} actifs)' },
  apply: 'Appliquer les filtres',
  reset: 'Effacer les filtres',
  sort: 'Trier',
  pageSize: 'Par page',
  page: 'Page',
  pageOf: 'Page {page} sur {pages}',
  ofPages: 'sur {pages}',
  goToPage: 'Aller',
  pagesCapped: 'Seules les {pages} premières pages peuvent être parcourues.',
  pastEnd: 'Cette page se situe après la fin de la liste.',
  backToFirst: 'Revenir à la première page',
} satisfies Catalog['list'];
