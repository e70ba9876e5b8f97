/** Deutsche Texte von <svc-ledger-suspend> und der Aktion Sperren in <svc-ledger-list> (in ledgerList zu übernehmen). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  ledger: 'Konto',
  unnamed: 'Konto ohne Namen',
  ledgerIdInvalid: 'Dieses Formular hat keine gültige Kontokennung (ledger-id); daher kann nichts gesendet werden.',
  reason: 'Grund',
  reasonHint: 'Warum das Konto gesperrt wird, höchstens {maximum} Zeichen. Der Grund wird mit der Sperre gespeichert.',
  block: 'Eingehende Umsätze',
  blockHint: 'Sperren lehnt jeden eingehenden Umsatz ab, solange das Konto gesperrt ist, und der Dienst setzt auf jeder Karte des Kontos ein Umsatzlimit von 0.',
  blockYes: 'Sperren',
  blockNo: 'Weiter annehmen',
  operator: 'Gesperrt im Auftrag von',
  operatorHint: 'Optional. Wer die Sperre veranlasst hat; ohne Angabe speichert der Dienst den Aufrufer.',
  operatorNone: 'Keine Angabe',
  END_USER: 'Dem Kunden',
  PARTNER: 'Dem Partner',
  SERVICE: 'Dem Betreiber des Dienstes',
  submit: 'Konto sperren…',
  confirmTitle: '{name} sperren?',
  confirmCards: 'Alle Karten dieses Kontos werden ebenfalls gesperrt.',
  confirmBlock: 'Eingehende Umsätze werden abgelehnt, und jede Karte erhält ein Umsatzlimit von 0.',
  confirmKeep: 'Eingehende Umsätze werden weiterhin angenommen.',
  confirm: 'Ja, sperren',
  back: 'Zurück',
  suspended: '{name} ist gesperrt, ebenso seine Karten.',
} satisfies Catalog['ledgerSuspend'];
