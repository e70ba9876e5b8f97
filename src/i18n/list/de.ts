/** Deutsche Texte, die alle Listen des Kits teilen (Filter, Sortierung, Seiten). */
import type { Catalog } from '../catalog.js';

export default {
  showFilters: 'Filter',
  filtersFailed: 'Die Filter konnten nicht geladen werden.',
  filtersInForce: { one: 'Filter ({count} aktiv)', other: 'Filter ({count} aktiv)' },
  apply: 'Filter anwenden',
  reset: 'Filter zurücksetzen',
  sort: 'Sortieren',
  pageSize: 'Pro Seite',
  page: 'Seite',
  pageOf: 'Seite {page} von {pages}',
  ofPages: 'von {pages}',
  goToPage: 'Los',
  pagesCapped: 'Nur die ersten {pages} Seiten können durchblättert werden.',
  pastEnd: 'Diese Seite liegt hinter dem Ende der Liste.',
  backToFirst: 'Zurück zur ersten Seite',
} satisfies Catalog['list'];
