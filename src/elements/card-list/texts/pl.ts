/** Polskie teksty <svc-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Karty',
  filters: 'Filtruj karty',
  endUserId: 'Identyfikator klienta',
  endUserIdHint: 'UUID osoby fizycznej lub firmy.',
  ledgerId: 'Identyfikator rachunku',
  ledgerIdHint: 'Pokazuje karty tego rachunku.',
  profileId: 'Identyfikator profilu karty',
  profileIdHint: 'Pokazuje karty wydane z tym profilem.',
  status: 'Status',
  type: 'Typ',
  pinnedInvalid: 'Ta lista jest ograniczona do nieprawidłowego identyfikatora: niczego nie wczytano.',
  sortDesc: 'Od najnowszych',
  sortAsc: 'Od najstarszych',
  pager: 'Strony kart',
  totalNone: 'Brak kart',
  total: { one: '{count} karta', few: '{count} karty', many: '{count} kart', other: '{count} karty' },
  loading: 'Wczytywanie kart…',
  columnCard: 'Karta',
  columnStatus: 'Status',
  columnExpiry: 'Ważna do',
  untitled: 'Karta {type}',
  keyboardHint: 'Strzałki przechodzą między kartami; Enter lub spacja otwiera kartę.',
  empty: 'Nie ma jeszcze żadnych kart.',
  emptyFiltered: 'Żadna karta nie pasuje do tych filtrów.',
} satisfies Catalog['cardList'];
