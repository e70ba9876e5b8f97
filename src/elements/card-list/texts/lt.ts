/** Lietuviški <svc-card-list> tekstai. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Kortelės',
  filters: 'Filtruoti korteles',
  endUserId: 'Kliento ID',
  endUserIdHint: 'Fizinio asmens arba įmonės UUID.',
  ledgerId: 'Sąskaitos ID',
  ledgerIdHint: 'Rodo šios sąskaitos korteles.',
  profileId: 'Kortelės profilio ID',
  profileIdHint: 'Rodo korteles, išduotas pagal šį profilį.',
  status: 'Būsena',
  type: 'Tipas',
  pinnedInvalid: 'Šis sąrašas apribotas netinkamu identifikatoriumi, todėl niekas neįkelta.',
  sortDesc: 'Naujausios pirmiau',
  sortAsc: 'Seniausios pirmiau',
  pager: 'Kortelių puslapiai',
  totalNone: 'Kortelių nėra',
  total: { one: '{count} kortelė', few: '{count} kortelės', many: '{count} kortelės', other: '{count} kortelių' },
  loading: 'Įkeliamos kortelės…',
  columnCard: 'Kortelė',
  columnStatus: 'Būsena',
  columnExpiry: 'Galioja iki',
  untitled: '{type} kortelė',
  keyboardHint: 'Rodyklių klavišais pereinate tarp kortelių; Enter arba tarpo klavišas atveria kortelę.',
  empty: 'Kortelių dar nėra.',
  emptyFiltered: 'Nė viena kortelė neatitinka šių filtrų.',
} satisfies Catalog['cardList'];
