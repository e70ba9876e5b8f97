/** Noms des statuts d’un client et de leurs valeurs (<svc-consumer-status>, <svc-consumer-list>). */
import type { Catalog } from '../catalog.js';

export default {
  facets: {
    overall: 'Global',
    kyc: 'Vérification d’identité (KYC)',
    banking: 'Banque',
    suspension: 'Suspension',
    service: 'Service',
    compliance: 'Conformité',
  },
  overall: { ACTIVE: 'Actif', INACTIVE: 'Inactif' },
  kyc: {
    NOT_STARTED: 'Non commencée',
    CREATED: 'Commencée',
    PROCESSING: 'En cours',
    ABORTED: 'Abandonnée',
    PENDING_REVIEW: 'En cours d’examen',
    VALIDATED: 'Validée',
    DECLINED: 'Refusée',
  },
  banking: {
    VALIDATED: 'Ouvert',
    PENDING: 'En cours d’ouverture',
    MISSING_DATA: 'Informations manquantes',
    BLOCKED: 'Bloqué',
    NOT_CREATED: 'Non ouvert',
  },
  suspension: { SUSPENDED: 'Suspendu', NOT_SUSPENDED: 'Non suspendu' },
  service: {
    PENDING: 'En attente',
    FORBIDDEN: 'Refusé',
    MISSING_DATA: 'Informations manquantes',
    VALIDATED: 'Validé',
    LIMITED: 'Limité',
    CLOSING: 'En cours de clôture',
    CLOSED: 'Clôturé',
  },
  compliance: { PENDING: 'En attente', DECLINED: 'Refusée', PENDING_REVIEW: 'En cours d’examen', VALIDATED: 'Validée' },
} satisfies Catalog['consumerStatuses'];
