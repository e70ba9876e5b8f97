/** Texte von <svc-onboarding>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/de.js';

export default {
  progress: 'Ihr Fortschritt',
  reading: 'Wir sehen nach, wo Sie stehen geblieben sind…',
  completeText: 'Alle Schritte sind abgeschlossen. Vielen Dank für Ihre Zeit.',
  noCustomer: 'Dieser Ablauf ist keinem Kunden zugeordnet und kann nicht fortgesetzt werden. Bitte kontaktieren Sie uns.',
  blockedPhone: 'Diese Telefonnummer gehört bereits zu einem Kunden. Melden Sie sich stattdessen an, oder kontaktieren Sie uns, wenn Sie einen Fehler vermuten.',
  blockedKyc: 'Wir konnten Ihre Identität nicht bestätigen und daher kein Konto für Sie eröffnen. Bitte kontaktieren Sie uns für weitere Informationen.',
  titles: {
    'sign-up': 'Registrierung',
    phone: 'Telefonnummer',
    profile: 'Über Sie',
    identity: 'Ausweisdokument',
    kyc: 'Identitätsprüfung',
    account: 'Ihr Konto',
    card: 'Ihre Karte',
  },
  intros: {
    'sign-up': 'Sagen Sie uns, wer Sie sind und wie wir Sie erreichen. Das dauert nur wenige Minuten.',
    phone: 'Wir senden einen Code per SMS an die angegebene Nummer. Geben Sie ihn hier ein, um zu bestätigen, dass die Nummer Ihnen gehört.',
    profile: 'Einige Fragen, die jede Bank stellen muss: was Sie beruflich tun, woher Ihr Geld stammt und wofür Sie das Konto nutzen.',
    identity: 'Laden Sie ein gut lesbares Foto oder einen Scan Ihres Personalausweises oder Führerscheins hoch, damit wir Ihre Identität bestätigen können.',
    kyc: 'Wir prüfen Ihre Angaben und Ihr Dokument. Das dauert meist nur wenige Minuten. Sie können die Seite verlassen und später zurückkommen: Es geht genau hier weiter.',
    account: 'Wählen Sie das Land Ihrer IBAN und geben Sie Ihrem Konto auf Wunsch einen Namen.',
    card: 'Bestellen Sie die Zahlungskarte zu Ihrem Konto.',
  },
} satisfies Catalog['onboarding'];
