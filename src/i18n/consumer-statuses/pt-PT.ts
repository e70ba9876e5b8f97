/** Designações dos estados de um cliente e dos seus valores (<svc-consumer-status>, <svc-consumer-list>). */
import type { Catalog } from '../catalog.js';

export default {
  facets: {
    overall: 'Geral',
    kyc: 'Verificação de identidade (KYC)',
    banking: 'Banca',
    suspension: 'Suspensão',
    service: 'Serviço',
    compliance: 'Conformidade',
  },
  overall: { ACTIVE: 'Ativo', INACTIVE: 'Inativo' },
  kyc: {
    NOT_STARTED: 'Não iniciada',
    CREATED: 'Iniciada',
    PROCESSING: 'Em curso',
    ABORTED: 'Abandonada',
    PENDING_REVIEW: 'Em análise',
    VALIDATED: 'Validada',
    DECLINED: 'Recusada',
  },
  banking: {
    VALIDATED: 'Aberta',
    PENDING: 'Em abertura',
    MISSING_DATA: 'Faltam dados',
    BLOCKED: 'Bloqueada',
    NOT_CREATED: 'Não aberta',
  },
  suspension: { SUSPENDED: 'Suspenso', NOT_SUSPENDED: 'Não suspenso' },
  service: {
    PENDING: 'Pendente',
    FORBIDDEN: 'Recusado',
    MISSING_DATA: 'Faltam dados',
    VALIDATED: 'Validado',
    LIMITED: 'Limitado',
    CLOSING: 'Em encerramento',
    CLOSED: 'Encerrado',
  },
  compliance: { PENDING: 'Pendente', DECLINED: 'Recusado', PENDING_REVIEW: 'Em análise', VALIDATED: 'Validado' },
} satisfies Catalog['consumerStatuses'];
