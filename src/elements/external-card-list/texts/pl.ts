/** Polskie teksty <svc-external-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Karty zewnętrzne',
  sortNewest: 'Od najnowszych',
  sortOldest: 'Od najstarszych',
  pager: 'Strony kart zewnętrznych',
  totalNone: 'Brak kart zewnętrznych',
  total: { one: '{count} karta zewnętrzna', few: '{count} karty zewnętrzne', many: '{count} kart zewnętrznych', other: '{count} karty zewnętrznej' },
  loading: 'Wczytywanie kart zewnętrznych…',
  columnCard: 'Karta',
  columnHolder: 'Posiadacz',
  columnExpiry: 'Ważna do',
  columnAdded: 'Dodano',
  endingIn: 'Karta z końcówką {digits}',
  keyboardHint: 'Strzałki przechodzą między kartami; Enter lub spacja wybiera kartę.',
  pinnedInvalid: 'Nie można wyświetlić tej listy: klient nie jest poprawnie zidentyfikowany.',
  empty: 'Nie zapisano jeszcze żadnej karty innego banku.',
  emptyFiltered: 'Brak pasujących kart zewnętrznych.',
  types: {
    DEBIT: 'Karta debetowa',
    CREDIT: 'Karta kredytowa',
    PREPAID: 'Karta przedpłacona',
  },
} satisfies Catalog['externalCardList'];
