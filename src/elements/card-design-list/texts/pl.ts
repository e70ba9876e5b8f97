/** Polskie teksty <svc-card-design-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Wzory kart',
  filters: 'Filtruj wzory kart',
  scheme: 'Organizacja kartowa',
  schemeHint: 'Jej nazwa wielkimi literami, np. VISA.',
  ledgerType: 'Typ rachunku',
  cardType: 'Typ karty',
  userType: 'Dla',
  any: 'Wszystkie',
  sortAsc: 'Nazwa, od A do Z',
  sortDesc: 'Nazwa, od Z do A',
  pager: 'Strony wzorów kart',
  totalNone: 'Brak wzorów kart',
  total: { one: '{count} wzór karty', few: '{count} wzory kart', many: '{count} wzorów kart', other: '{count} wzoru kart' },
  loading: 'Wczytywanie wzorów kart…',
  countries: 'Dostępny w krajach',
  noCountries: 'Nie podano krajów',
  empty: 'Nie ma żadnych wzorów kart.',
  emptyFiltered: 'Żaden wzór karty nie pasuje do tych filtrów.',
  ledgerTypes: {
    EUR_BELGIUM: 'Rachunek w euro, Belgia',
    EUR_FRANCE: 'Rachunek w euro, Francja',
    EUR_ESTONIA: 'Rachunek w euro, Estonia',
    EUR_LITHUANIA: 'Rachunek w euro, Litwa',
    EUR_BG: 'Rachunek w euro, Bułgaria',
    USD_USA: 'Rachunek w dolarach, Stany Zjednoczone',
    GBP_GREAT_BRITAIN: 'Rachunek w funtach, Wielka Brytania',
  },
  cardTypes: {
    PHYSICAL: 'Karta fizyczna',
    VIRTUAL: 'Karta wirtualna',
  },
  userTypes: {
    CONSUMER: 'Klienci indywidualni',
    CORPORATE: 'Klienci firmowi',
  },
} satisfies Catalog['cardDesignList'];
