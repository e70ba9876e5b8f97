/** Textes français communs aux éléments de cartes : statuts et types de carte. */
import type { Catalog } from '../catalog.js';

export default {
  statuses: {
    CREATING: 'En cours de création',
    AWAITING_ACTIVATION: 'En attente d’activation',
    ACTIVATING: 'En cours d’activation',
    REACTIVATING: 'En cours de réactivation',
    ACTIVE: 'Active',
    SUSPENDING: 'En cours de suspension',
    SUSPENDED: 'Suspendue',
    CLOSING: 'En cours de clôture',
    CLOSED: 'Clôturée',
    EXPIRED: 'Expirée',
  },
  types: {
    PHYSICAL: 'physique',
    VIRTUAL: 'virtuelle',
  },
} satisfies Catalog['cards'];
