/** Nazwy statusów klienta i ich wartości (<svc-consumer-status>, <svc-consumer-list>). */
import type { Catalog } from '../catalog.js';

export default {
  facets: {
    overall: 'Ogólny',
    kyc: 'Weryfikacja tożsamości (KYC)',
    banking: 'Rachunek bankowy',
    suspension: 'Zawieszenie',
    service: 'Usługa',
    compliance: 'Zgodność',
  },
  overall: { ACTIVE: 'Aktywny', INACTIVE: 'Nieaktywny' },
  kyc: {
    NOT_STARTED: 'Nierozpoczęta',
    CREATED: 'Rozpoczęta',
    PROCESSING: 'W toku',
    ABORTED: 'Przerwana',
    PENDING_REVIEW: 'W weryfikacji',
    VALIDATED: 'Pozytywna',
    DECLINED: 'Odrzucona',
  },
  banking: {
    VALIDATED: 'Otwarty',
    PENDING: 'W trakcie otwierania',
    MISSING_DATA: 'Brak danych',
    BLOCKED: 'Zablokowany',
    NOT_CREATED: 'Nieotwarty',
  },
  suspension: { SUSPENDED: 'Zawieszony', NOT_SUSPENDED: 'Niezawieszony' },
  service: {
    PENDING: 'Oczekuje',
    FORBIDDEN: 'Odmowa',
    MISSING_DATA: 'Brak danych',
    VALIDATED: 'Zatwierdzona',
    LIMITED: 'Ograniczona',
    CLOSING: 'W trakcie zamykania',
    CLOSED: 'Zamknięta',
  },
  compliance: { PENDING: 'Oczekuje', DECLINED: 'Odrzucona', PENDING_REVIEW: 'W weryfikacji', VALIDATED: 'Zatwierdzona' },
} satisfies Catalog['consumerStatuses'];
