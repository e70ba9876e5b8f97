/** Textos em português (Portugal) comuns aos elementos de cartões: estados e tipos de cartão. */
import type { Catalog } from '../catalog.js';

export default {
  statuses: {
    CREATING: 'Em criação',
    AWAITING_ACTIVATION: 'A aguardar ativação',
    ACTIVATING: 'Em ativação',
    REACTIVATING: 'Em reativação',
    ACTIVE: 'Ativo',
    SUSPENDING: 'Em suspensão',
    SUSPENDED: 'Suspenso',
    CLOSING: 'Em encerramento',
    CLOSED: 'Encerrado',
    EXPIRED: 'Expirado',
  },
  types: {
    PHYSICAL: 'físico',
    VIRTUAL: 'virtual',
  },
} satisfies Catalog['cards'];
