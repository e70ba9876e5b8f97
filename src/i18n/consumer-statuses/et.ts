/** Kliendi olekute ja nende väärtuste nimetused (<svc-consumer-status>, <svc-consumer-list>). */
import type { Catalog } from '../catalog.js';

export default {
  facets: {
    overall: 'Üldine',
    kyc: 'Isikusamasuse kontroll (KYC)',
    banking: 'Konto',
    suspension: 'Peatamine',
    service: 'Teenus',
    compliance: 'Vastavus',
  },
  overall: { ACTIVE: 'Aktiivne', INACTIVE: 'Mitteaktiivne' },
  kyc: {
    NOT_STARTED: 'Alustamata',
    CREATED: 'Alustatud',
    PROCESSING: 'Pooleli',
    ABORTED: 'Katkestatud',
    PENDING_REVIEW: 'Läbivaatamisel',
    VALIDATED: 'Kinnitatud',
    DECLINED: 'Tagasi lükatud',
  },
  banking: {
    VALIDATED: 'Avatud',
    PENDING: 'Avamisel',
    MISSING_DATA: 'Andmed puuduvad',
    BLOCKED: 'Blokeeritud',
    NOT_CREATED: 'Avamata',
  },
  suspension: { SUSPENDED: 'Peatatud', NOT_SUSPENDED: 'Peatamata' },
  service: {
    PENDING: 'Ootel',
    FORBIDDEN: 'Keelatud',
    MISSING_DATA: 'Andmed puuduvad',
    VALIDATED: 'Kinnitatud',
    LIMITED: 'Piiratud',
    CLOSING: 'Sulgemisel',
    CLOSED: 'Suletud',
  },
  compliance: { PENDING: 'Ootel', DECLINED: 'Tagasi lükatud', PENDING_REVIEW: 'Läbivaatamisel', VALIDATED: 'Kinnitatud' },
} satisfies Catalog['consumerStatuses'];
