/** <svc-external-card-list> eestikeelsed tekstid. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Välised kaardid',
  sortNewest: 'Uuemad eespool',
  sortOldest: 'Vanemad eespool',
  pager: 'Väliste kaartide lehed',
  totalNone: 'Väliseid kaarte pole',
  total: { one: '{count} väline kaart', other: '{count} välist kaarti' },
  loading: 'Väliste kaartide laadimine…',
  columnCard: 'Kaart',
  columnHolder: 'Kaardi omanik',
  columnExpiry: 'Aegub',
  columnAdded: 'Lisatud',
  endingIn: 'Kaart, mille lõpunumbrid on {digits}',
  keyboardHint: 'Nooleklahvidega liigute kaartide vahel; Enter või tühik valib ühe.',
  pinnedInvalid: 'Seda loendit ei saa näidata: klient pole õigesti määratud.',
  empty: 'Teiste pankade kaarte pole veel registreeritud.',
  emptyFiltered: 'Sobivaid väliseid kaarte pole.',
  types: {
    DEBIT: 'Deebetkaart',
    CREDIT: 'Krediitkaart',
    PREPAID: 'Ettemakstud kaart',
  },
} satisfies Catalog['externalCardList'];
