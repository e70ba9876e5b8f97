/** Tolesnių veiksmų po kontaktų pakeitimo tekstai (<svc-consumer-form>, <svc-consumer-status>). */
import type { Catalog } from '../catalog.js';

export default {
  title: 'Kas bus toliau',
  email: 'El. pašto adresą {email} reikia patvirtinti iš naujo.',
  sendEmail: 'Siųsti patvirtinimo laišką',
  emailSent: 'Patvirtinimo laiškas išsiųstas adresu {email}.',
  phone: 'Telefono numerį {phone} reikia patvirtinti jam išsiųstu kodu.',
  sendCode: 'Siųsti kodą',
  resendCode: 'Siųsti naują kodą',
  codeSent: 'Kodas išsiųstas numeriu {phone}.',
  code: 'Patvirtinimo kodas',
  codeHint: 'SMS žinute gautas kodas.',
  verify: 'Patvirtinti',
  phoneVerified: 'Telefono numeris {phone} patvirtintas.',
  address: 'Naują adresą patikrins paslauga. Paprašykite kliento patvirtinti, kad jis teisingas ir išsamus.',
} satisfies Catalog['contactFollowUps'];
