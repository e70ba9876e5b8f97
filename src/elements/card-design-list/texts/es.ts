/** Textos en español de <svc-card-design-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Diseños de tarjeta',
  filters: 'Filtrar diseños de tarjeta',
  scheme: 'Red de la tarjeta',
  schemeHint: 'Su nombre en mayúsculas, por ejemplo VISA.',
  ledgerType: 'Tipo de cuenta',
  cardType: 'Tipo de tarjeta',
  userType: 'Para',
  any: 'Todos',
  sortAsc: 'Nombre, de la A a la Z',
  sortDesc: 'Nombre, de la Z a la A',
  pager: 'Páginas de diseños de tarjeta',
  totalNone: 'Ningún diseño de tarjeta',
  total: { one: '{count} diseño de tarjeta', other: '{count} diseños de tarjeta' },
  loading: 'Cargando los diseños de tarjeta…',
  countries: 'Disponible en',
  noCountries: 'Ningún país indicado',
  empty: 'No hay ningún diseño de tarjeta.',
  emptyFiltered: 'Ningún diseño de tarjeta coincide con estos filtros.',
  ledgerTypes: {
    EUR_BELGIUM: 'Cuenta en euros, Bélgica',
    EUR_FRANCE: 'Cuenta en euros, Francia',
    EUR_ESTONIA: 'Cuenta en euros, Estonia',
    EUR_LITHUANIA: 'Cuenta en euros, Lituania',
    EUR_BG: 'Cuenta en euros, Bulgaria',
    USD_USA: 'Cuenta en dólares, Estados Unidos',
    GBP_GREAT_BRITAIN: 'Cuenta en libras, Reino Unido',
  },
  cardTypes: {
    PHYSICAL: 'Tarjeta física',
    VIRTUAL: 'Tarjeta virtual',
  },
  userTypes: {
    CONSUMER: 'Clientes particulares',
    CORPORATE: 'Clientes empresa',
  },
} satisfies Catalog['cardDesignList'];
