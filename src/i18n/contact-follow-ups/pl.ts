/** Teksty dalszych kroków po zmianie danych kontaktowych (<svc-consumer-form>, <svc-consumer-status>). */
import type { Catalog } from '../catalog.js';

export default {
  title: 'Dalsze kroki',
  email: 'Adres e-mail {email} trzeba ponownie zweryfikować.',
  sendEmail: 'Wyślij e-mail weryfikacyjny',
  emailSent: 'Wysłano e-mail weryfikacyjny na adres {email}.',
  phone: 'Numer telefonu {phone} trzeba zweryfikować kodem wysłanym na ten numer.',
  sendCode: 'Wyślij kod',
  resendCode: 'Wyślij nowy kod',
  codeSent: 'Wysłano kod na numer {phone}.',
  code: 'Kod weryfikacyjny',
  codeHint: 'Kod otrzymany SMS-em.',
  verify: 'Zweryfikuj',
  phoneVerified: 'Numer telefonu {phone} został zweryfikowany.',
  address: 'Nowy adres zostanie sprawdzony przez usługę. Poproś klienta o potwierdzenie, że jest poprawny i pełny.',
} satisfies Catalog['contactFollowUps'];
