/** Nomi degli stati di un cliente e dei loro valori (<svc-consumer-status>, <svc-consumer-list>). */
import type { Catalog } from '../catalog.js';

export default {
  facets: {
    overall: 'Generale',
    kyc: 'Verifica dell’identità (KYC)',
    banking: 'Conto bancario',
    suspension: 'Sospensione',
    service: 'Servizio',
    compliance: 'Conformità',
  },
  overall: { ACTIVE: 'Attivo', INACTIVE: 'Inattivo' },
  kyc: {
    NOT_STARTED: 'Non avviata',
    CREATED: 'Avviata',
    PROCESSING: 'In corso',
    ABORTED: 'Abbandonata',
    PENDING_REVIEW: 'In esame',
    VALIDATED: 'Superata',
    DECLINED: 'Respinta',
  },
  banking: {
    VALIDATED: 'Aperto',
    PENDING: 'In apertura',
    MISSING_DATA: 'Dati mancanti',
    BLOCKED: 'Bloccato',
    NOT_CREATED: 'Non aperto',
  },
  suspension: { SUSPENDED: 'Sospeso', NOT_SUSPENDED: 'Non sospeso' },
  service: {
    PENDING: 'In attesa',
    FORBIDDEN: 'Negato',
    MISSING_DATA: 'Dati mancanti',
    VALIDATED: 'Convalidato',
    LIMITED: 'Limitato',
    CLOSING: 'In chiusura',
    CLOSED: 'Chiuso',
  },
  compliance: { PENDING: 'In attesa', DECLINED: 'Respinta', PENDING_REVIEW: 'In esame', VALIDATED: 'Convalidata' },
} satisfies Catalog['consumerStatuses'];
