/** Textos en español comunes a los elementos de tarjetas: estados y tipos de tarjeta. */
import type { Catalog } from '../catalog.js';

export default {
  statuses: {
    CREATING: 'En creación',
    AWAITING_ACTIVATION: 'Pendiente de activación',
    ACTIVATING: 'Activándose',
    REACTIVATING: 'Reactivándose',
    ACTIVE: 'Activa',
    SUSPENDING: 'Suspendiéndose',
    SUSPENDED: 'Suspendida',
    CLOSING: 'En proceso de cierre',
    CLOSED: 'Cerrada',
    EXPIRED: 'Caducada',
  },
  types: {
    PHYSICAL: 'física',
    VIRTUAL: 'virtual',
  },
} satisfies Catalog['cards'];
