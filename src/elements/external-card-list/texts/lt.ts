/** Lietuviški <svc-external-card-list> tekstai. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Išorinės kortelės',
  sortNewest: 'Naujausios pirma',
  sortOldest: 'Seniausios pirma',
  pager: 'Išorinių kortelių puslapiai',
  totalNone: 'Išorinių kortelių nėra',
  total: { one: '{count} išorinė kortelė', few: '{count} išorinės kortelės', many: '{count} išorinės kortelės', other: '{count} išorinių kortelių' },
  loading: 'Įkeliamos išorinės kortelės…',
  columnCard: 'Kortelė',
  columnHolder: 'Kortelės turėtojas',
  columnExpiry: 'Galiojimo pabaiga',
  columnAdded: 'Pridėta',
  endingIn: 'Kortelė, kurios paskutiniai skaitmenys {digits}',
  keyboardHint: 'Rodyklių klavišais pereinama tarp kortelių; Enter arba tarpas pasirenka vieną.',
  pinnedInvalid: 'Šio sąrašo parodyti negalima: klientas nurodytas neteisingai.',
  empty: 'Kitų bankų kortelių dar neužregistruota.',
  emptyFiltered: 'Atitinkančių išorinių kortelių nėra.',
  types: {
    DEBIT: 'Debetinė kortelė',
    CREDIT: 'Kredito kortelė',
    PREPAID: 'Išankstinio mokėjimo kortelė',
  },
} satisfies Catalog['externalCardList'];
