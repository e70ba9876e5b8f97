/** Noms des rôles d’un utilisateur partenaire (<svc-partner-user-list>, <svc-partner-user-form>). */
import type { Catalog } from '../catalog.js';

export default {
  ACCOUNT_CREATE: 'Ouvrir des comptes',
  BANKING_DETAILS_DOCUMENT_EXPORT: 'Exporter les relevés d’identité bancaire',
  BENEFICIARY_CREATE: 'Ajouter des bénéficiaires',
  BENEFICIARY_INFO: 'Consulter un bénéficiaire',
  BENEFICIARY_LIST: 'Lister les bénéficiaires',
  BENEFICIARY_UPDATE: 'Modifier des bénéficiaires',
  DIRECT_DEBIT_MANDATE_CREATE: 'Créer des mandats de prélèvement',
  DIRECT_DEBIT_MANDATE_UPDATE: 'Modifier des mandats de prélèvement',
  DIRECT_DEBIT_MANDATE_ACTIVATE: 'Activer des mandats de prélèvement',
  DIRECT_DEBIT_MANDATE_CANCEL: 'Annuler des mandats de prélèvement',
} satisfies Catalog['partnerRoles'];
