/** Lietuviški <svc-card-design-list> tekstai. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Kortelių dizainai',
  filters: 'Filtruoti kortelių dizainus',
  scheme: 'Kortelių tinklas',
  schemeHint: 'Pavadinimas didžiosiomis raidėmis, pavyzdžiui, VISA.',
  ledgerType: 'Sąskaitos tipas',
  cardType: 'Kortelės tipas',
  userType: 'Kam',
  any: 'Visi',
  sortAsc: 'Pavadinimas, nuo A iki Ž',
  sortDesc: 'Pavadinimas, nuo Ž iki A',
  pager: 'Kortelių dizainų puslapiai',
  totalNone: 'Kortelių dizainų nėra',
  total: { one: '{count} kortelės dizainas', few: '{count} kortelių dizainai', many: '{count} kortelių dizaino', other: '{count} kortelių dizainų' },
  loading: 'Įkeliami kortelių dizainai…',
  countries: 'Galima įsigyti',
  noCountries: 'Šalių nenurodyta',
  empty: 'Kortelių dizainų nėra.',
  emptyFiltered: 'Nė vienas kortelės dizainas neatitinka šių filtrų.',
  ledgerTypes: {
    EUR_BELGIUM: 'Sąskaita eurais, Belgija',
    EUR_FRANCE: 'Sąskaita eurais, Prancūzija',
    EUR_ESTONIA: 'Sąskaita eurais, Estija',
    EUR_LITHUANIA: 'Sąskaita eurais, Lietuva',
    EUR_BG: 'Sąskaita eurais, Bulgarija',
    USD_USA: 'Sąskaita doleriais, JAV',
    GBP_GREAT_BRITAIN: 'Sąskaita svarais, Didžioji Britanija',
  },
  cardTypes: {
    PHYSICAL: 'Fizinė kortelė',
    VIRTUAL: 'Virtuali kortelė',
  },
  userTypes: {
    CONSUMER: 'Privatiems klientams',
    CORPORATE: 'Verslo klientams',
  },
} satisfies Catalog['cardDesignList'];
