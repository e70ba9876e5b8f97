/** Deutsche Texte von <svc-partner-user-form>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  section: 'Neues Teammitglied',
  email: 'E-Mail-Adresse',
  emailHint: 'Damit meldet sich das Teammitglied an. Höchstens {maximum} Zeichen.',
  roles: 'Rollen',
  rolesHint: 'Was das Teammitglied tun darf. Ohne Häkchen hat das Konto keine Rolle.',
  submit: 'Konto anlegen',
  created: 'Konto für {email} angelegt.',
  again: 'Weiteres Teammitglied hinzufügen',
  otp: 'Einmalpasswort',
  otpHint: 'Geben Sie es über einen sicheren Weg weiter: Das Teammitglied meldet sich einmal damit an und wählt dann ein eigenes. Es wird nur hier und nur einmal angezeigt und verschwindet, sobald Sie ein weiteres Mitglied hinzufügen oder diese Seite verlassen.',
  copy: 'Kopieren',
  copied: 'Kopiert.',
  copyRefused: 'Der Browser hat das Kopieren nicht erlaubt. Das Passwort ist markiert: Kopieren Sie es mit Strg+C (⌘C auf dem Mac).',
  otpGone: 'Das Einmalpasswort wurde einmal angezeigt und wird nicht mehr angezeigt.',
} satisfies Catalog['partnerUserForm'];
