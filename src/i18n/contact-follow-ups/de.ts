/** Texte der Folgeschritte einer Kontaktänderung (<svc-consumer-form>, <svc-consumer-status>). */
import type { Catalog } from '../catalog.js';

export default {
  title: 'Wie es weitergeht',
  email: 'Die E-Mail-Adresse {email} muss erneut bestätigt werden.',
  sendEmail: 'Bestätigungs-E-Mail senden',
  emailSent: 'Eine Bestätigungs-E-Mail wurde an {email} gesendet.',
  phone: 'Die Telefonnummer {phone} muss mit einem Code bestätigt werden, der an sie gesendet wird.',
  sendCode: 'Code senden',
  resendCode: 'Neuen Code senden',
  codeSent: 'Ein Code wurde an {phone} gesendet.',
  code: 'Bestätigungscode',
  codeHint: 'Der per SMS erhaltene Code.',
  verify: 'Bestätigen',
  phoneVerified: 'Die Telefonnummer {phone} ist bestätigt.',
  address: 'Die neue Adresse wird vom Dienst geprüft. Bitten Sie den Kunden zu bestätigen, dass sie richtig und vollständig ist.',
} satisfies Catalog['contactFollowUps'];
