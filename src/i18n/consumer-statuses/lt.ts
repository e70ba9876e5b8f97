/** Kliento būsenų ir jų reikšmių pavadinimai (<svc-consumer-status>, <svc-consumer-list>). */
import type { Catalog } from '../catalog.js';

export default {
  facets: {
    overall: 'Bendra',
    kyc: 'Tapatybės patikra (KYC)',
    banking: 'Sąskaita',
    suspension: 'Sustabdymas',
    service: 'Paslauga',
    compliance: 'Atitiktis',
  },
  overall: { ACTIVE: 'Aktyvus', INACTIVE: 'Neaktyvus' },
  kyc: {
    NOT_STARTED: 'Nepradėta',
    CREATED: 'Pradėta',
    PROCESSING: 'Vykdoma',
    ABORTED: 'Nutraukta',
    PENDING_REVIEW: 'Peržiūrima',
    VALIDATED: 'Patvirtinta',
    DECLINED: 'Atmesta',
  },
  banking: {
    VALIDATED: 'Atidaryta',
    PENDING: 'Atidaroma',
    MISSING_DATA: 'Trūksta duomenų',
    BLOCKED: 'Užblokuota',
    NOT_CREATED: 'Neatidaryta',
  },
  suspension: { SUSPENDED: 'Sustabdytas', NOT_SUSPENDED: 'Nesustabdytas' },
  service: {
    PENDING: 'Laukiama',
    FORBIDDEN: 'Atsisakyta',
    MISSING_DATA: 'Trūksta duomenų',
    VALIDATED: 'Patvirtinta',
    LIMITED: 'Apribota',
    CLOSING: 'Uždaroma',
    CLOSED: 'Uždaryta',
  },
  compliance: { PENDING: 'Laukiama', DECLINED: 'Atmesta', PENDING_REVIEW: 'Peržiūrima', VALIDATED: 'Patvirtinta' },
} satisfies Catalog['consumerStatuses'];
