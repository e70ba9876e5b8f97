/** Nederlandse teksten van <svc-partner-user-form>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  section: 'Nieuw teamlid',
  email: 'E-mailadres',
  emailHint: 'Hiermee meldt het teamlid zich aan. Maximaal {maximum} tekens.',
  roles: 'Rollen',
  rolesHint: 'Wat het teamlid mag doen. Zonder vinkje heeft het account geen rol.',
  submit: 'Account aanmaken',
  created: 'Account aangemaakt voor {email}.',
  again: 'Nog een teamlid toevoegen',
  otp: 'Eenmalig wachtwoord',
  otpHint: 'Geef het via een veilig kanaal door: het teamlid meldt zich er één keer mee aan en kiest daarna een eigen wachtwoord. Het wordt alleen hier en maar één keer getoond, en verdwijnt zodra u nog een teamlid toevoegt of deze pagina verlaat.',
  copy: 'Kopiëren',
  copied: 'Gekopieerd.',
  copyRefused: 'De browser stond kopiëren niet toe. Het wachtwoord is geselecteerd: kopieer het met Ctrl+C (⌘C op een Mac).',
  otpGone: 'Het eenmalige wachtwoord is één keer getoond en wordt niet meer getoond.',
} satisfies Catalog['partnerUserForm'];
