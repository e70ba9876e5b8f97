/** Testi italiani di <svc-card-design-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Grafiche delle carte',
  filters: 'Filtra le grafiche delle carte',
  scheme: 'Circuito della carta',
  schemeHint: 'Il nome in maiuscolo, ad esempio VISA.',
  ledgerType: 'Tipo di conto',
  cardType: 'Tipo di carta',
  userType: 'Per',
  any: 'Tutti',
  sortAsc: 'Nome, dalla A alla Z',
  sortDesc: 'Nome, dalla Z alla A',
  pager: 'Pagine di grafiche delle carte',
  totalNone: 'Nessuna grafica della carta',
  total: { one: '{count} grafica della carta', many: '{count} di grafiche delle carte', other: '{count} grafiche delle carte' },
  loading: 'Caricamento delle grafiche delle carte…',
  countries: 'Disponibile in',
  noCountries: 'Nessun paese indicato',
  empty: 'Non ci sono grafiche delle carte.',
  emptyFiltered: 'Nessuna grafica della carta corrisponde a questi filtri.',
  ledgerTypes: {
    EUR_BELGIUM: 'Conto in euro, Belgio',
    EUR_FRANCE: 'Conto in euro, Francia',
    EUR_ESTONIA: 'Conto in euro, Estonia',
    EUR_LITHUANIA: 'Conto in euro, Lituania',
    EUR_BG: 'Conto in euro, Bulgaria',
    USD_USA: 'Conto in dollari, Stati Uniti',
    GBP_GREAT_BRITAIN: 'Conto in sterline, Regno Unito',
  },
  cardTypes: {
    PHYSICAL: 'Carta fisica',
    VIRTUAL: 'Carta virtuale',
  },
  userTypes: {
    CONSUMER: 'Clienti privati',
    CORPORATE: 'Clienti business',
  },
} satisfies Catalog['cardDesignList'];
