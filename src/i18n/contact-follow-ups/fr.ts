/** Textes des suites d’un changement de coordonnées (<svc-consumer-form>, <svc-consumer-status>). */
import type { Catalog } from '../catalog.js';

export default {
  title: 'Prochaines étapes',
  email: 'L’adresse e-mail {email} doit être vérifiée de nouveau.',
  sendEmail: 'Envoyer l’e-mail de vérification',
  emailSent: 'Un e-mail de vérification a été envoyé à {email}.',
  phone: 'Le numéro de téléphone {phone} doit être vérifié avec un code qui lui est envoyé.',
  sendCode: 'Envoyer le code',
  resendCode: 'Envoyer un nouveau code',
  codeSent: 'Un code a été envoyé au {phone}.',
  code: 'Code de vérification',
  codeHint: 'Le code reçu par SMS.',
  verify: 'Vérifier',
  phoneVerified: 'Le numéro de téléphone {phone} est vérifié.',
  address: 'La nouvelle adresse sera contrôlée par le service. Demandez au client de confirmer qu’elle est exacte et complète.',
} satisfies Catalog['contactFollowUps'];
