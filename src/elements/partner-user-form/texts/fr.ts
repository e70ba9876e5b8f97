/** Textes français de <svc-partner-user-form>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  section: 'Nouveau membre de l’équipe',
  email: 'Adresse e-mail',
  emailHint: 'Il ou elle se connecte avec cette adresse. {maximum} caractères au plus.',
  roles: 'Rôles',
  rolesHint: 'Ce que ce membre peut faire. Si rien n’est coché, le compte n’a aucun rôle.',
  submit: 'Créer le compte',
  created: 'Compte créé pour {email}.',
  again: 'Ajouter un autre membre',
  otp: 'Mot de passe à usage unique',
  otpHint: 'Transmettez-le par un canal sûr : il sert à une seule connexion, puis le membre choisit le sien. Il n’est affiché qu’ici, une seule fois, et disparaît quand vous ajoutez un autre membre ou quittez cette page.',
  copy: 'Copier',
  copied: 'Copié.',
  copyRefused: 'Le navigateur n’a pas permis la copie. Le mot de passe est sélectionné : copiez-le avec Ctrl+C (⌘C sur Mac).',
  otpGone: 'Le mot de passe à usage unique a été affiché une fois et ne l’est plus.',
} satisfies Catalog['partnerUserForm'];
