/** Textes de <svc-onboarding>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/fr.js';

export default {
  progress: 'Votre progression',
  reading: 'Nous retrouvons où vous en étiez…',
  completeText: 'Toutes les étapes sont terminées. Merci pour votre temps.',
  noCustomer: 'Ce parcours n’est associé à aucun client et ne peut pas continuer. Veuillez nous contacter.',
  blockedPhone: 'Ce numéro de téléphone appartient déjà à un client. Connectez-vous plutôt, ou contactez-nous si vous pensez qu’il s’agit d’une erreur.',
  blockedKyc: 'Nous n’avons pas pu confirmer votre identité et ne pouvons donc pas vous ouvrir de compte. Contactez-nous pour en savoir plus.',
  titles: {
    'sign-up': 'Inscription',
    phone: 'Numéro de téléphone',
    profile: 'À propos de vous',
    identity: 'Pièce d’identité',
    kyc: 'Vérification d’identité',
    account: 'Votre compte',
    card: 'Votre carte',
  },
  intros: {
    'sign-up': 'Dites-nous qui vous êtes et comment vous joindre. Cela ne prend que quelques minutes.',
    phone: 'Nous envoyons un code par SMS au numéro indiqué. Saisissez-le ici pour confirmer que ce numéro est bien le vôtre.',
    profile: 'Quelques questions que toute banque doit poser : votre activité, l’origine de vos fonds et l’usage prévu du compte.',
    identity: 'Importez une photo ou un scan lisible de votre carte d’identité ou de votre permis de conduire, afin que nous puissions confirmer votre identité.',
    kyc: 'Nous vérifions vos informations et votre document. Cela prend généralement quelques minutes. Vous pouvez partir et revenir plus tard : vous reprendrez ici même.',
    account: 'Choisissez le pays de votre IBAN et, si vous le souhaitez, donnez un nom à votre compte.',
    card: 'Commandez la carte de paiement associée à votre compte.',
  },
} satisfies Catalog['onboarding'];
