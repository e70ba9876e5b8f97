/** Текстове за стъпките след промяна на контактите (<svc-consumer-form>, <svc-consumer-status>). */
import type { Catalog } from '../catalog.js';

export default {
  title: 'Какво следва',
  email: 'Имейл адресът {email} трябва да бъде потвърден отново.',
  sendEmail: 'Изпращане на имейл за потвърждение',
  emailSent: 'Изпратен е имейл за потвърждение до {email}.',
  phone: 'Телефонният номер {phone} трябва да бъде потвърден с код, изпратен до него.',
  sendCode: 'Изпращане на код',
  resendCode: 'Изпращане на нов код',
  codeSent: 'Изпратен е код до {phone}.',
  code: 'Код за потвърждение',
  codeHint: 'Кодът, получен с SMS.',
  verify: 'Потвърждаване',
  phoneVerified: 'Телефонният номер {phone} е потвърден.',
  address: 'Новият адрес ще бъде проверен от услугата. Помолете клиента да потвърди, че е верен и пълен.',
} satisfies Catalog['contactFollowUps'];
