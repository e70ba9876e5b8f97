/** Deutsche Texte von <svc-external-card-list>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Externe Karten',
  sortNewest: 'Neueste zuerst',
  sortOldest: 'Älteste zuerst',
  pager: 'Seiten der externen Karten',
  totalNone: 'Keine externen Karten',
  total: { one: '{count} externe Karte', other: '{count} externe Karten' },
  loading: 'Externe Karten werden geladen…',
  columnCard: 'Karte',
  columnHolder: 'Karteninhaber',
  columnExpiry: 'Läuft ab',
  columnAdded: 'Hinzugefügt',
  endingIn: 'Karte mit den Endziffern {digits}',
  keyboardHint: 'Mit den Pfeiltasten wechseln Sie zwischen den Karten; Eingabe oder Leertaste wählt eine aus.',
  pinnedInvalid: 'Diese Liste kann nicht angezeigt werden: Der Kunde ist nicht korrekt angegeben.',
  empty: 'Es sind noch keine Karten anderer Banken hinterlegt.',
  emptyFiltered: 'Keine externen Karten gefunden.',
  types: {
    DEBIT: 'Debitkarte',
    CREDIT: 'Kreditkarte',
    PREPAID: 'Prepaidkarte',
  },
} satisfies Catalog['externalCardList'];
