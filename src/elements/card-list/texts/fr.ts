/** Textes français de <svc-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Cartes',
  filters: 'Filtrer les cartes',
  endUserId: 'Identifiant du client',
  endUserIdHint: 'L’UUID d’un particulier ou d’une entreprise.',
  ledgerId: 'Identifiant du compte',
  ledgerIdHint: 'Affiche les cartes de ce compte.',
  profileId: 'Identifiant du profil de carte',
  profileIdHint: 'Affiche les cartes émises avec ce profil.',
  status: 'Statut',
  type: 'Type',
  pinnedInvalid: 'Cette liste est limitée à un identifiant non valide : rien n’a été chargé.',
  sortDesc: 'Les plus récentes d’abord',
  sortAsc: 'Les plus anciennes d’abord',
  pager: 'Pages de cartes',
  totalNone: 'Aucune carte',
  total: { one: '{count} carte', other: '{count} cartes' },
  loading: 'Chargement des cartes…',
  columnCard: 'Carte',
  columnStatus: 'Statut',
  columnExpiry: 'Expire fin',
  untitled: 'Carte {type}',
  keyboardHint: 'Les flèches passent d’une carte à l’autre ; Entrée ou Espace ouvre la carte.',
  empty: 'Il n’y a encore aucune carte.',
  emptyFiltered: 'Aucune carte ne correspond à ces filtres.',
} satisfies Catalog['cardList'];
