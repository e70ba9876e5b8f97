/** Namen van de statussen van een klant en hun waarden (<svc-consumer-status>, <svc-consumer-list>). */
import type { Catalog } from '../catalog.js';

export default {
  facets: {
    overall: 'Algemeen',
    kyc: 'Identiteitscontrole (KYC)',
    banking: 'Bankrekening',
    suspension: 'Opschorting',
    service: 'Dienst',
    compliance: 'Compliance',
  },
  overall: { ACTIVE: 'Actief', INACTIVE: 'Inactief' },
  kyc: {
    NOT_STARTED: 'Niet gestart',
    CREATED: 'Gestart',
    PROCESSING: 'Bezig',
    ABORTED: 'Afgebroken',
    PENDING_REVIEW: 'Wordt beoordeeld',
    VALIDATED: 'Goedgekeurd',
    DECLINED: 'Afgewezen',
  },
  banking: {
    VALIDATED: 'Geopend',
    PENDING: 'Wordt geopend',
    MISSING_DATA: 'Gegevens ontbreken',
    BLOCKED: 'Geblokkeerd',
    NOT_CREATED: 'Niet geopend',
  },
  suspension: { SUSPENDED: 'Opgeschort', NOT_SUSPENDED: 'Niet opgeschort' },
  service: {
    PENDING: 'In behandeling',
    FORBIDDEN: 'Geweigerd',
    MISSING_DATA: 'Gegevens ontbreken',
    VALIDATED: 'Goedgekeurd',
    LIMITED: 'Beperkt',
    CLOSING: 'Wordt afgesloten',
    CLOSED: 'Afgesloten',
  },
  compliance: { PENDING: 'In behandeling', DECLINED: 'Afgewezen', PENDING_REVIEW: 'Wordt beoordeeld', VALIDATED: 'Goedgekeurd' },
} satisfies Catalog['consumerStatuses'];
