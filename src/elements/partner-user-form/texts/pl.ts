/** Polskie teksty <svc-partner-user-form>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  section: 'Nowy członek zespołu',
  email: 'Adres e-mail',
  emailHint: 'Ten adres służy do logowania. Maksymalna liczba znaków: {maximum}.',
  roles: 'Role',
  rolesHint: 'Co może robić ten członek zespołu. Jeśli nic nie zaznaczysz, konto nie będzie mieć żadnej roli.',
  submit: 'Utwórz konto',
  created: 'Utworzono konto dla {email}.',
  again: 'Dodaj kolejnego członka',
  otp: 'Hasło jednorazowe',
  otpHint: 'Przekaż je bezpiecznym kanałem: służy do jednego logowania, potem członek zespołu ustala własne. Jest wyświetlane tylko tutaj, jeden raz, i znika po dodaniu kolejnego członka lub opuszczeniu tej strony.',
  copy: 'Kopiuj',
  copied: 'Skopiowano.',
  copyRefused: 'Przeglądarka nie pozwoliła na kopiowanie. Hasło jest zaznaczone: skopiuj je skrótem Ctrl+C (⌘C na Macu).',
  otpGone: 'Hasło jednorazowe zostało wyświetlone raz i nie jest już widoczne.',
} satisfies Catalog['partnerUserForm'];
