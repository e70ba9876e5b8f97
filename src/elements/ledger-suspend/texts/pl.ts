/** Polskie teksty <svc-ledger-suspend>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  ledger: 'Rachunek',
  unnamed: 'Rachunek bez nazwy',
  ledgerIdInvalid: 'Ten formularz nie ma prawidłowego identyfikatora rachunku (ledger-id): nie można nic wysłać.',
  reason: 'Powód',
  reasonHint: 'Dlaczego rachunek jest zawieszany (maksymalna liczba znaków: {maximum}). Powód jest zapisywany razem z zawieszeniem.',
  block: 'Operacje przychodzące',
  blockHint: 'Zablokowanie ich odrzuca każdą operację przychodzącą na rachunek, dopóki jest zawieszony, a usługa ustawia limit transakcji 0 na każdej z jego kart.',
  blockYes: 'Zablokuj je',
  blockNo: 'Nadal je przyjmuj',
  operator: 'Kto wnioskuje o zawieszenie',
  operatorHint: 'Opcjonalnie. Kto zdecydował o zawieszeniu; jeśli pole jest puste, usługa zapisze wywołującego.',
  operatorNone: 'Nie określono',
  END_USER: 'Klient',
  PARTNER: 'Partner',
  SERVICE: 'Operator usługi',
  submit: 'Zawieś rachunek…',
  confirmTitle: 'Zawiesić {name}?',
  confirmCards: 'Wszystkie karty tego rachunku również zostaną zawieszone.',
  confirmBlock: 'Operacje przychodzące zostaną zablokowane, a każda karta otrzyma limit transakcji 0.',
  confirmKeep: 'Operacje przychodzące będą nadal przyjmowane.',
  confirm: 'Tak, zawieś',
  back: 'Wstecz',
  suspended: 'Zawieszono: {name}, wraz z kartami.',
} satisfies Catalog['ledgerSuspend'];
