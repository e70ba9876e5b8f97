/** Teksten van de vervolgstappen na een gewijzigd contactgegeven (<svc-consumer-form>, <svc-consumer-status>). */
import type { Catalog } from '../catalog.js';

export default {
  title: 'Wat er nu gebeurt',
  email: 'Het e-mailadres {email} moet opnieuw worden bevestigd.',
  sendEmail: 'Bevestigingsmail versturen',
  emailSent: 'Er is een bevestigingsmail gestuurd naar {email}.',
  phone: 'Het telefoonnummer {phone} moet worden bevestigd met een code die ernaar wordt gestuurd.',
  sendCode: 'Code versturen',
  resendCode: 'Nieuwe code versturen',
  codeSent: 'Er is een code gestuurd naar {phone}.',
  code: 'Bevestigingscode',
  codeHint: 'De code die u per sms hebt ontvangen.',
  verify: 'Bevestigen',
  phoneVerified: 'Het telefoonnummer {phone} is bevestigd.',
  address: 'Het nieuwe adres wordt door de dienst gecontroleerd. Vraag de klant te bevestigen dat het juist en volledig is.',
} satisfies Catalog['contactFollowUps'];
