/** Textes français — <svc-kyb-request>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  corporateIdInvalid: 'La société pour laquelle cette demande est configurée n’a pas d’identifiant valide (corporate-id) : rien ne peut être envoyé.',
  title: 'Vérification de la société (KYB)',
  needed: 'Avant de la demander :',
  directors: 'chaque dirigeant est déclaré ;',
  ubos: 'chaque bénéficiaire effectif est déclaré : toute personne détenant {threshold} % des parts ou plus, ou un bénéficiaire effectif désigné (UBO spécial) si personne ne les détient ;',
  kyc: 'chacun a une vérification d’identité (KYC) validée : après avoir déclaré une personne, vous (le partenaire) lui envoyez le lien vers sa vérification d’identité. Ce lien vient de votre dispositif KYC auprès du service ; cette page ne le crée ni ne l’envoie.',
  submit: 'Demander la vérification KYB',
  sent: 'La vérification KYB a été demandée. Un responsable de la conformité examine la société et fixe le résultat.',
  outcomeTitle: 'Résultat',
  VALIDATED: 'Validée',
  VALIDATED_text: 'La société a passé le KYB : toutes les fonctions bancaires lui sont ouvertes, ses comptes compris.',
  NEED_ADDITIONAL_INFORMATION: 'Informations supplémentaires requises',
  NEED_ADDITIONAL_INFORMATION_text: 'La conformité a besoin de plus d’informations avant de décider. Complétez ce qui est demandé, puis demandez de nouveau la vérification.',
  DECLINED: 'Refusée',
  DECLINED_text: 'La société n’a pas passé le KYB : ses informations enfreignent les règles de conformité. Les fonctions bancaires restent fermées.',
  unknown_text: 'Le service a donné ce résultat, que le kit ne connaît pas.',
  reason: 'Motif',
} satisfies Catalog['kybRequest'];
