/** Deutsche Texte von <svc-card-design-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Kartendesigns',
  filters: 'Kartendesigns filtern',
  scheme: 'Kartennetzwerk',
  schemeHint: 'Der Name in Großbuchstaben, zum Beispiel VISA.',
  ledgerType: 'Kontoart',
  cardType: 'Kartenart',
  userType: 'Für',
  any: 'Alle',
  sortAsc: 'Name, A bis Z',
  sortDesc: 'Name, Z bis A',
  pager: 'Seiten der Kartendesigns',
  totalNone: 'Keine Kartendesigns',
  total: { one: '{count} Kartendesign', other: '{count} Kartendesigns' },
  loading: 'Kartendesigns werden geladen…',
  countries: 'Erhältlich in',
  noCountries: 'Kein Land angegeben',
  empty: 'Es gibt keine Kartendesigns.',
  emptyFiltered: 'Kein Kartendesign entspricht diesen Filtern.',
  ledgerTypes: {
    EUR_BELGIUM: 'Euro-Konto, Belgien',
    EUR_FRANCE: 'Euro-Konto, Frankreich',
    EUR_ESTONIA: 'Euro-Konto, Estland',
    EUR_LITHUANIA: 'Euro-Konto, Litauen',
    EUR_BG: 'Euro-Konto, Bulgarien',
    USD_USA: 'Dollar-Konto, USA',
    GBP_GREAT_BRITAIN: 'Pfund-Konto, Großbritannien',
  },
  cardTypes: {
    PHYSICAL: 'Physische Karte',
    VIRTUAL: 'Virtuelle Karte',
  },
  userTypes: {
    CONSUMER: 'Privatkunden',
    CORPORATE: 'Geschäftskunden',
  },
} satisfies Catalog['cardDesignList'];
