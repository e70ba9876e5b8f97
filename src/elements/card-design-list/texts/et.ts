/** <svc-card-design-list> eestikeelsed tekstid. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Kaardikujundused',
  filters: 'Kaardikujunduste filtreerimine',
  scheme: 'Kaardivõrk',
  schemeHint: 'Nimi suurtähtedega, näiteks VISA.',
  ledgerType: 'Konto liik',
  cardType: 'Kaardi liik',
  userType: 'Kellele',
  any: 'Kõik',
  sortAsc: 'Nimi, A–Z',
  sortDesc: 'Nimi, Z–A',
  pager: 'Kaardikujunduste lehed',
  totalNone: 'Kaardikujundusi pole',
  total: { one: '{count} kaardikujundus', other: '{count} kaardikujundust' },
  loading: 'Kaardikujunduste laadimine…',
  countries: 'Saadaval',
  noCountries: 'Riiki pole märgitud',
  empty: 'Kaardikujundusi pole.',
  emptyFiltered: 'Ükski kaardikujundus ei vasta nendele filtritele.',
  ledgerTypes: {
    EUR_BELGIUM: 'Eurokonto, Belgia',
    EUR_FRANCE: 'Eurokonto, Prantsusmaa',
    EUR_ESTONIA: 'Eurokonto, Eesti',
    EUR_LITHUANIA: 'Eurokonto, Leedu',
    EUR_BG: 'Eurokonto, Bulgaria',
    USD_USA: 'Dollarikonto, USA',
    GBP_GREAT_BRITAIN: 'Naelakonto, Suurbritannia',
  },
  cardTypes: {
    PHYSICAL: 'Füüsiline kaart',
    VIRTUAL: 'Virtuaalne kaart',
  },
  userTypes: {
    CONSUMER: 'Eraisikud',
    CORPORATE: 'Ettevõtted',
  },
} satisfies Catalog['cardDesignList'];
