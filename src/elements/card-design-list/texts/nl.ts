/** Nederlandse teksten van <svc-card-design-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Kaartontwerpen',
  filters: 'Kaartontwerpen filteren',
  scheme: 'Kaartnetwerk',
  schemeHint: 'De naam in hoofdletters, bijvoorbeeld VISA.',
  ledgerType: 'Rekeningtype',
  cardType: 'Kaarttype',
  userType: 'Voor',
  any: 'Alle',
  sortAsc: 'Naam, A tot Z',
  sortDesc: 'Naam, Z tot A',
  pager: 'Pagina’s met kaartontwerpen',
  totalNone: 'Geen kaartontwerpen',
  total: { one: '{count} kaartontwerp', other: '{count} kaartontwerpen' },
  loading: 'Kaartontwerpen worden geladen…',
  countries: 'Beschikbaar in',
  noCountries: 'Geen land vermeld',
  empty: 'Er zijn geen kaartontwerpen.',
  emptyFiltered: 'Geen kaartontwerpen komen overeen met deze filters.',
  ledgerTypes: {
    EUR_BELGIUM: 'Eurorekening, België',
    EUR_FRANCE: 'Eurorekening, Frankrijk',
    EUR_ESTONIA: 'Eurorekening, Estland',
    EUR_LITHUANIA: 'Eurorekening, Litouwen',
    EUR_BG: 'Eurorekening, Bulgarije',
    USD_USA: 'Dollarrekening, Verenigde Staten',
    GBP_GREAT_BRITAIN: 'Pondrekening, Verenigd Koninkrijk',
  },
  cardTypes: {
    PHYSICAL: 'Fysieke kaart',
    VIRTUAL: 'Virtuele kaart',
  },
  userTypes: {
    CONSUMER: 'Particuliere klanten',
    CORPORATE: 'Zakelijke klanten',
  },
} satisfies Catalog['cardDesignList'];
