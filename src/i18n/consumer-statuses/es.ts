/** Nombres de los estados de un cliente y de sus valores (<svc-consumer-status>, <svc-consumer-list>). */
import type { Catalog } from '../catalog.js';

export default {
  facets: {
    overall: 'General',
    kyc: 'Verificación de identidad (KYC)',
    banking: 'Banca',
    suspension: 'Suspensión',
    service: 'Servicio',
    compliance: 'Cumplimiento',
  },
  overall: { ACTIVE: 'Activo', INACTIVE: 'Inactivo' },
  kyc: {
    NOT_STARTED: 'No iniciada',
    CREATED: 'Iniciada',
    PROCESSING: 'En curso',
    ABORTED: 'Abandonada',
    PENDING_REVIEW: 'En revisión',
    VALIDATED: 'Validada',
    DECLINED: 'Rechazada',
  },
  banking: {
    VALIDATED: 'Abierta',
    PENDING: 'En apertura',
    MISSING_DATA: 'Faltan datos',
    BLOCKED: 'Bloqueada',
    NOT_CREATED: 'No abierta',
  },
  suspension: { SUSPENDED: 'Suspendido', NOT_SUSPENDED: 'No suspendido' },
  service: {
    PENDING: 'Pendiente',
    FORBIDDEN: 'Denegado',
    MISSING_DATA: 'Faltan datos',
    VALIDATED: 'Validado',
    LIMITED: 'Limitado',
    CLOSING: 'En proceso de cierre',
    CLOSED: 'Cerrado',
  },
  compliance: { PENDING: 'Pendiente', DECLINED: 'Rechazado', PENDING_REVIEW: 'En revisión', VALIDATED: 'Validado' },
} satisfies Catalog['consumerStatuses'];
