/** Textes français de <svc-external-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Cartes externes',
  sortNewest: 'Les plus récentes d’abord',
  sortOldest: 'Les plus anciennes d’abord',
  pager: 'Pages de cartes externes',
  totalNone: 'Aucune carte externe',
  total: { one: '{count} carte externe', other: '{count} cartes externes' },
  loading: 'Chargement des cartes externes…',
  columnCard: 'Carte',
  columnHolder: 'Titulaire',
  columnExpiry: 'Expire',
  columnAdded: 'Ajoutée le',
  endingIn: 'Carte se terminant par {digits}',
  keyboardHint: 'Les flèches passent d’une carte à l’autre ; Entrée ou Espace en choisit une.',
  pinnedInvalid: 'Cette liste ne peut pas être affichée : le client concerné n’est pas correctement identifié.',
  empty: 'Aucune carte d’une autre banque n’est encore enregistrée.',
  emptyFiltered: 'Aucune carte externe ne correspond.',
  types: {
    DEBIT: 'Carte de débit',
    CREDIT: 'Carte de crédit',
    PREPAID: 'Carte prépayée',
  },
} satisfies Catalog['externalCardList'];
