/** Deutsche Texte von <svc-company-onboarding>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/de.js';

export default {
  progress: 'Fortschritt Ihres Unternehmens',
  completeText: 'Alle Schritte sind abgeschlossen. Wir informieren Sie, sobald die Prüfung Ihres Unternehmens ein Ergebnis hat.',
  completeValidated: 'Ihr Unternehmen ist geprüft. Alle Bankdienste stehen ihm jetzt offen, auch seine Konten.',
  noCompany: 'Dieser Ablauf ist keinem Unternehmen zugeordnet und kann daher nicht fortgesetzt werden. Bitte kontaktieren Sie uns.',
  blockedKyb: 'Ihr Unternehmen hat die Prüfung nicht bestanden. Daher können wir keine Bankdienste für es eröffnen. Bitte kontaktieren Sie uns, um mehr zu erfahren.',
  titles: {
    company: 'Unternehmensdaten',
    people: 'Geschäftsführung und Eigentümer',
    kyc: 'Identitätsprüfungen',
    documents: 'Unternehmensunterlagen',
    kyb: 'Unternehmensprüfung',
  },
  intros: {
    company: 'Diese Daten liegen uns zu Ihrem Unternehmen vor. Prüfen Sie, ob sie stimmen, bevor Sie fortfahren.',
    people: 'Geben Sie jedes Mitglied der Geschäftsführung und jeden Anteilseigner an. Wer genug Anteile hält, direkt oder über andere Unternehmen, ist wirtschaftlich Berechtigter (UBO); hält niemand genug, benennen Sie einen (fiktiven UBO).',
    kyc: 'Jedes Mitglied der Geschäftsführung und jeder UBO bestätigt seine Identität über einen persönlichen Link, den wir senden. Fordern Sie hier den Link für jede Person an.',
    documents: 'Laden Sie die Unterlagen des Unternehmens hoch, etwa den Gesellschaftsvertrag oder einen Handelsregisterauszug.',
    kyb: 'Sobald jedes Mitglied der Geschäftsführung und jeder UBO eine bestätigte Identitätsprüfung hat, beantragen Sie die Prüfung des Unternehmens (KYB). Ein Compliance-Beauftragter prüft sie.',
  },
  legalName: 'Firmenname',
  registrationNumber: 'Registernummer',
  country: 'Land',
  address: 'Sitz (Anschrift)',
  detailsWrong: 'Stimmt etwas nicht? Kontaktieren Sie uns, bevor Sie fortfahren: Diese Daten können hier nicht geändert werden.',
  confirmDetails: 'Die Daten stimmen',
  nobodyYet: 'Bisher wurde niemand angegeben.',
  declaredTitle: 'Bisher angegeben:',
  unnamedPerson: 'Person {number}',
  unnamedCompany: 'Unternehmen {number}',
  roles: { director: 'Geschäftsführung', shareholder: 'Anteilseigner', ubo: 'UBO' },
  stillNeeded: 'Vor der Prüfung noch nötig:',
  needDirector: 'mindestens ein Mitglied der Geschäftsführung;',
  needUbo: 'jeder UBO: jede Person mit {threshold} % oder mehr der Anteile, oder ein benannter (fiktiver) UBO, wenn niemand so viel hält.',
  nobodyNeedsKyc: 'Es wurde noch niemand aus Geschäftsführung oder UBOs angegeben. Gehen Sie einen Schritt zurück, um sie anzugeben.',
  kycLabel: 'Identitätsprüfung',
  kycStatus: {
    notStarted: 'nicht begonnen',
    inProgress: 'läuft',
    aborted: 'vorzeitig abgebrochen',
    validated: 'bestätigt',
    declined: 'abgelehnt',
  },
  sendLink: 'Link an {name} senden',
  sendAgain: 'Link erneut an {name} senden',
  linkSent: 'Der Link ist unterwegs.',
  linkNotSent: 'Der Link konnte von hier aus nicht gesendet werden. Bitte kontaktieren Sie uns.',
  kybWaiting: 'Die Prüfung kann beantragt werden, sobald jedes Mitglied der Geschäftsführung und jeder UBO eine bestätigte Identitätsprüfung hat. Kommen Sie dann wieder: Sie machen genau hier weiter.',
  waitingFor: 'Noch nicht bestätigte Identitätsprüfungen:',
} satisfies Catalog['companyOnboarding'];
