/** Nederlandse teksten van <svc-external-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Externe kaarten',
  sortNewest: 'Nieuwste eerst',
  sortOldest: 'Oudste eerst',
  pager: 'Pagina’s met externe kaarten',
  totalNone: 'Geen externe kaarten',
  total: { one: '{count} externe kaart', other: '{count} externe kaarten' },
  loading: 'Externe kaarten laden…',
  columnCard: 'Kaart',
  columnHolder: 'Kaarthouder',
  columnExpiry: 'Vervalt',
  columnAdded: 'Toegevoegd',
  endingIn: 'Kaart eindigend op {digits}',
  keyboardHint: 'Met de pijltjestoetsen ga je van kaart naar kaart; Enter of spatie kiest er een.',
  pinnedInvalid: 'Deze lijst kan niet worden getoond: de klant is niet correct aangeduid.',
  empty: 'Er zijn nog geen kaarten van andere banken geregistreerd.',
  emptyFiltered: 'Geen externe kaarten gevonden.',
  types: {
    DEBIT: 'Debetkaart',
    CREDIT: 'Kredietkaart',
    PREPAID: 'Prepaidkaart',
  },
} satisfies Catalog['externalCardList'];
