/** Namen der Status eines Kunden und ihrer Werte (<svc-consumer-status>, <svc-consumer-list>). */
import type { Catalog } from '../catalog.js';

export default {
  facets: {
    overall: 'Gesamt',
    kyc: 'Identitätsprüfung (KYC)',
    banking: 'Konto',
    suspension: 'Sperre',
    service: 'Dienst',
    compliance: 'Compliance',
  },
  overall: { ACTIVE: 'Aktiv', INACTIVE: 'Inaktiv' },
  kyc: {
    NOT_STARTED: 'Nicht begonnen',
    CREATED: 'Begonnen',
    PROCESSING: 'In Bearbeitung',
    ABORTED: 'Abgebrochen',
    PENDING_REVIEW: 'In Prüfung',
    VALIDATED: 'Bestätigt',
    DECLINED: 'Abgelehnt',
  },
  banking: {
    VALIDATED: 'Eröffnet',
    PENDING: 'Wird eröffnet',
    MISSING_DATA: 'Angaben fehlen',
    BLOCKED: 'Gesperrt',
    NOT_CREATED: 'Nicht eröffnet',
  },
  suspension: { SUSPENDED: 'Gesperrt', NOT_SUSPENDED: 'Nicht gesperrt' },
  service: {
    PENDING: 'Ausstehend',
    FORBIDDEN: 'Abgelehnt',
    MISSING_DATA: 'Angaben fehlen',
    VALIDATED: 'Bestätigt',
    LIMITED: 'Eingeschränkt',
    CLOSING: 'Wird geschlossen',
    CLOSED: 'Geschlossen',
  },
  compliance: { PENDING: 'Ausstehend', DECLINED: 'Abgelehnt', PENDING_REVIEW: 'In Prüfung', VALIDATED: 'Bestätigt' },
} satisfies Catalog['consumerStatuses'];
