/** <svc-partner-user-form> eestikeelsed tekstid. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  section: 'Uus meeskonnaliige',
  email: 'E-posti aadress',
  emailHint: 'Sellega logib meeskonnaliige sisse. Kuni {maximum} märki.',
  roles: 'Rollid',
  rolesHint: 'Mida meeskonnaliige teha tohib. Kui midagi pole märgitud, pole kontol ühtki rolli.',
  submit: 'Loo konto',
  created: 'Konto on loodud: {email}.',
  again: 'Lisa veel üks meeskonnaliige',
  otp: 'Ühekordne parool',
  otpHint: 'Andke see edasi turvalist teed pidi: sellega logitakse sisse üks kord, seejärel valib meeskonnaliige oma parooli. Seda näidatakse ainult siin ja ainult üks kord ning see kaob, kui lisate uue liikme või lahkute sellelt lehelt.',
  copy: 'Kopeeri',
  copied: 'Kopeeritud.',
  copyRefused: 'Brauser ei lubanud kopeerida. Parool on valitud: kopeerige see klahvidega Ctrl+C (Macis ⌘C).',
  otpGone: 'Ühekordset parooli näidati üks kord ja enam seda ei näidata.',
} satisfies Catalog['partnerUserForm'];
