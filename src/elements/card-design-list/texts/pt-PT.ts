/** Textos em português (Portugal) de <svc-card-design-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Designs de cartão',
  filters: 'Filtrar designs de cartão',
  scheme: 'Rede do cartão',
  schemeHint: 'O seu nome em maiúsculas, por exemplo VISA.',
  ledgerType: 'Tipo de conta',
  cardType: 'Tipo de cartão',
  userType: 'Para',
  any: 'Todos',
  sortAsc: 'Nome, de A a Z',
  sortDesc: 'Nome, de Z a A',
  pager: 'Páginas de designs de cartão',
  totalNone: 'Nenhum design de cartão',
  total: { one: '{count} design de cartão', other: '{count} designs de cartão' },
  loading: 'A carregar os designs de cartão…',
  countries: 'Disponível em',
  noCountries: 'Nenhum país indicado',
  empty: 'Não existe nenhum design de cartão.',
  emptyFiltered: 'Nenhum design de cartão corresponde a estes filtros.',
  ledgerTypes: {
    EUR_BELGIUM: 'Conta em euros, Bélgica',
    EUR_FRANCE: 'Conta em euros, França',
    EUR_ESTONIA: 'Conta em euros, Estónia',
    EUR_LITHUANIA: 'Conta em euros, Lituânia',
    EUR_BG: 'Conta em euros, Bulgária',
    USD_USA: 'Conta em dólares, Estados Unidos',
    GBP_GREAT_BRITAIN: 'Conta em libras, Reino Unido',
  },
  cardTypes: {
    PHYSICAL: 'Cartão físico',
    VIRTUAL: 'Cartão virtual',
  },
  userTypes: {
    CONSUMER: 'Clientes particulares',
    CORPORATE: 'Clientes empresariais',
  },
} satisfies Catalog['cardDesignList'];
