/** Textes français de <svc-card-design-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Visuels de carte',
  filters: 'Filtrer les visuels de carte',
  scheme: 'Réseau de la carte',
  schemeHint: 'Son nom en majuscules, par exemple VISA.',
  ledgerType: 'Type de compte',
  cardType: 'Type de carte',
  userType: 'Pour',
  any: 'Tous',
  sortAsc: 'Nom, de A à Z',
  sortDesc: 'Nom, de Z à A',
  pager: 'Pages de visuels de carte',
  totalNone: 'Aucun visuel de carte',
  total: { one: '{count} visuel de carte', other: '{count} visuels de carte' },
  loading: 'Chargement des visuels de carte…',
  countries: 'Disponible en',
  noCountries: 'Aucun pays indiqué',
  empty: 'Il n’y a aucun visuel de carte.',
  emptyFiltered: 'Aucun visuel de carte ne correspond à ces filtres.',
  ledgerTypes: {
    EUR_BELGIUM: 'Compte en euros, Belgique',
    EUR_FRANCE: 'Compte en euros, France',
    EUR_ESTONIA: 'Compte en euros, Estonie',
    EUR_LITHUANIA: 'Compte en euros, Lituanie',
    EUR_BG: 'Compte en euros, Bulgarie',
    USD_USA: 'Compte en dollars, États-Unis',
    GBP_GREAT_BRITAIN: 'Compte en livres, Royaume-Uni',
  },
  cardTypes: {
    PHYSICAL: 'Carte physique',
    VIRTUAL: 'Carte virtuelle',
  },
  userTypes: {
    CONSUMER: 'Clients particuliers',
    CORPORATE: 'Clients professionnels',
  },
} satisfies Catalog['cardDesignList'];
