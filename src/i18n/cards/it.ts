/** Testi italiani comuni agli elementi delle carte: stati e tipi di carta. */
import type { Catalog } from '../catalog.js';

export default {
  statuses: {
    CREATING: 'In creazione',
    AWAITING_ACTIVATION: 'In attesa di attivazione',
    ACTIVATING: 'In attivazione',
    REACTIVATING: 'In riattivazione',
    ACTIVE: 'Attiva',
    SUSPENDING: 'In sospensione',
    SUSPENDED: 'Sospesa',
    CLOSING: 'In chiusura',
    CLOSED: 'Chiusa',
    EXPIRED: 'Scaduta',
  },
  types: {
    PHYSICAL: 'fisica',
    VIRTUAL: 'virtuale',
  },
} satisfies Catalog['cards'];
