/** Textes français de <svc-ledger-suspend>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  ledger: 'Compte',
  unnamed: 'Compte sans nom',
  ledgerIdInvalid: 'Ce formulaire n’a pas d’identifiant de compte valide (ledger-id) : rien ne peut être envoyé.',
  reason: 'Motif',
  reasonHint: 'Pourquoi le compte est suspendu, en {maximum} caractères au plus. Le motif est conservé avec la suspension.',
  block: 'Opérations entrantes',
  blockHint: 'Les bloquer refuse toute opération entrante sur le compte tant qu’il est suspendu, et le service fixe un plafond d’opération à 0 sur chacune de ses cartes.',
  blockYes: 'Les bloquer',
  blockNo: 'Continuer à les accepter',
  operator: 'Suspendu à la demande de',
  operatorHint: 'Facultatif. Qui a décidé la suspension ; laissé vide, le service enregistre l’appelant.',
  operatorNone: 'Non précisé',
  END_USER: 'Le client',
  PARTNER: 'Le partenaire',
  SERVICE: 'L’opérateur du service',
  submit: 'Suspendre le compte…',
  confirmTitle: 'Suspendre {name} ?',
  confirmCards: 'Toutes les cartes de ce compte sont également suspendues.',
  confirmBlock: 'Les opérations entrantes seront bloquées, et chaque carte recevra un plafond d’opération de 0.',
  confirmKeep: 'Les opérations entrantes resteront acceptées.',
  confirm: 'Oui, suspendre',
  back: 'Retour',
  suspended: '{name} est suspendu, ainsi que ses cartes.',
} satisfies Catalog['ledgerSuspend'];
