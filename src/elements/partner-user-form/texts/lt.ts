/** Lietuviški <svc-partner-user-form> tekstai. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  section: 'Naujas komandos narys',
  email: 'El. pašto adresas',
  emailHint: 'Juo komandos narys prisijungia. Ne daugiau kaip {maximum} simb.',
  roles: 'Vaidmenys',
  rolesHint: 'Ką komandos narys gali daryti. Nieko nepažymėjus, paskyra neturi vaidmens.',
  submit: 'Sukurti paskyrą',
  created: 'Paskyra sukurta: {email}.',
  again: 'Pridėti dar vieną komandos narį',
  otp: 'Vienkartinis slaptažodis',
  otpHint: 'Perduokite jį saugiu kanalu: juo prisijungiama vieną kartą, paskui komandos narys pasirenka savo slaptažodį. Jis rodomas tik čia ir tik vieną kartą, o dingsta, kai pridedate kitą narį arba išeinate iš šio puslapio.',
  copy: 'Kopijuoti',
  copied: 'Nukopijuota.',
  copyRefused: 'Naršyklė neleido kopijuoti. Slaptažodis pažymėtas: nukopijuokite jį paspaudę Ctrl+C („Mac“ kompiuteryje ⌘C).',
  otpGone: 'Vienkartinis slaptažodis buvo parodytas vieną kartą ir daugiau nerodomas.',
} satisfies Catalog['partnerUserForm'];
