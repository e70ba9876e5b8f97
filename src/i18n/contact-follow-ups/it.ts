/** Testi dei passi successivi a una modifica dei recapiti (<svc-consumer-form>, <svc-consumer-status>). */
import type { Catalog } from '../catalog.js';

export default {
  title: 'Prossimi passi',
  email: 'L’indirizzo e-mail {email} deve essere verificato di nuovo.',
  sendEmail: 'Invia l’e-mail di verifica',
  emailSent: 'È stata inviata un’e-mail di verifica a {email}.',
  phone: 'Il numero di telefono {phone} deve essere verificato con un codice inviato a quel numero.',
  sendCode: 'Invia il codice',
  resendCode: 'Invia un nuovo codice',
  codeSent: 'È stato inviato un codice al numero {phone}.',
  code: 'Codice di verifica',
  codeHint: 'Il codice ricevuto via SMS.',
  verify: 'Verifica',
  phoneVerified: 'Il numero di telefono {phone} è verificato.',
  address: 'Il nuovo indirizzo sarà controllato dal servizio. Chieda al cliente di confermare che è corretto e completo.',
} satisfies Catalog['contactFollowUps'];
