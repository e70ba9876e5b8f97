/** Български текстове на <svc-card-design-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Дизайни на карти',
  filters: 'Филтриране на дизайните',
  scheme: 'Картова организация',
  schemeHint: 'Името ѝ с главни букви, например VISA.',
  ledgerType: 'Вид сметка',
  cardType: 'Вид карта',
  userType: 'За',
  any: 'Всички',
  sortAsc: 'Име, от А до Я',
  sortDesc: 'Име, от Я до А',
  pager: 'Страници с дизайни на карти',
  totalNone: 'Няма дизайни на карти',
  total: { one: '{count} дизайн на карта', other: '{count} дизайна на карти' },
  loading: 'Зареждане на дизайните…',
  countries: 'Предлага се в',
  noCountries: 'Няма посочена държава',
  empty: 'Няма дизайни на карти.',
  emptyFiltered: 'Няма дизайни, отговарящи на тези филтри.',
  ledgerTypes: {
    EUR_BELGIUM: 'Сметка в евро, Белгия',
    EUR_FRANCE: 'Сметка в евро, Франция',
    EUR_ESTONIA: 'Сметка в евро, Естония',
    EUR_LITHUANIA: 'Сметка в евро, Литва',
    EUR_BG: 'Сметка в евро, България',
    USD_USA: 'Сметка в долари, САЩ',
    GBP_GREAT_BRITAIN: 'Сметка в лири, Великобритания',
  },
  cardTypes: {
    PHYSICAL: 'Физическа карта',
    VIRTUAL: 'Виртуална карта',
  },
  userTypes: {
    CONSUMER: 'Физически лица',
    CORPORATE: 'Фирми',
  },
} satisfies Catalog['cardDesignList'];
