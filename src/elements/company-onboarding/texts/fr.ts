/** Textes de <svc-company-onboarding>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/fr.js';

export default {
  progress: 'La progression de votre société',
  completeText: 'Toutes les étapes sont terminées. Nous vous informerons dès que la vérification de la société aura abouti.',
  completeValidated: 'Votre société est vérifiée. Tous les services bancaires lui sont désormais ouverts, y compris ses comptes.',
  noCompany: 'Ce parcours n’est associé à aucune société et ne peut pas continuer. Veuillez nous contacter.',
  blockedKyb: 'Votre société n’a pas passé la vérification : nous ne pouvons donc pas lui ouvrir de services bancaires. Contactez-nous pour en savoir plus.',
  titles: {
    company: 'Informations sur la société',
    people: 'Dirigeants et associés',
    kyc: 'Vérifications d’identité',
    documents: 'Documents de la société',
    kyb: 'Vérification de la société',
  },
  intros: {
    company: 'Voici les informations dont nous disposons sur votre société. Vérifiez qu’elles sont exactes avant de continuer.',
    people: 'Déclarez chaque dirigeant et chaque actionnaire. Une personne qui détient une part suffisante du capital, directement ou par l’intermédiaire d’autres sociétés, est un bénéficiaire effectif (UBO) ; si personne n’en détient assez, désignez-en un (UBO désigné).',
    kyc: 'Chaque dirigeant et chaque bénéficiaire effectif vérifie son identité au moyen d’un lien personnel que nous lui envoyons. Demandez ici le lien de chaque personne.',
    documents: 'Téléversez les documents de la société, par exemple ses statuts ou un extrait Kbis du registre du commerce.',
    kyb: 'Lorsque chaque dirigeant et chaque bénéficiaire effectif a une vérification d’identité validée, demandez la vérification de la société (KYB). Un responsable de la conformité l’examine.',
  },
  legalName: 'Raison sociale',
  registrationNumber: 'Numéro d’immatriculation',
  country: 'Pays',
  address: 'Adresse du siège',
  detailsWrong: 'Une information est inexacte ? Contactez-nous avant de continuer : ces informations ne peuvent pas être modifiées ici.',
  confirmDetails: 'Ces informations sont exactes',
  nobodyYet: 'Personne n’a encore été déclaré.',
  declaredTitle: 'Déclarés à ce jour :',
  unnamedPerson: 'Personne {number}',
  unnamedCompany: 'Société {number}',
  roles: { director: 'dirigeant', shareholder: 'actionnaire', ubo: 'bénéficiaire effectif' },
  stillNeeded: 'Encore nécessaire avant la vérification :',
  needDirector: 'au moins un dirigeant ;',
  needUbo: 'chaque bénéficiaire effectif : toute personne détenant {threshold} % ou plus du capital, ou un UBO désigné si personne n’en détient autant.',
  nobodyNeedsKyc: 'Aucun dirigeant ni bénéficiaire effectif n’a encore été déclaré. Revenez à l’étape précédente pour les déclarer.',
  kycLabel: 'Vérification d’identité',
  kycStatus: {
    notStarted: 'pas commencée',
    inProgress: 'en cours',
    aborted: 'interrompue avant la fin',
    validated: 'validée',
    declined: 'refusée',
  },
  sendLink: 'Envoyer le lien à {name}',
  sendAgain: 'Renvoyer le lien à {name}',
  linkSent: 'Le lien est en cours d’envoi.',
  linkNotSent: 'Le lien n’a pas pu être envoyé d’ici. Veuillez nous contacter.',
  kybWaiting: 'La vérification pourra être demandée lorsque chaque dirigeant et chaque bénéficiaire effectif aura une vérification d’identité validée. Revenez à ce moment-là : vous reprendrez ici même.',
  waitingFor: 'Vérifications d’identité pas encore validées :',
} satisfies Catalog['companyOnboarding'];
