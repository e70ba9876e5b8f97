/** Nederlandse teksten die de kaartelementen delen: kaartstatussen en -types. */
import type { Catalog } from '../catalog.js';

export default {
  statuses: {
    CREATING: 'Wordt aangemaakt',
    AWAITING_ACTIVATION: 'Wacht op activering',
    ACTIVATING: 'Wordt geactiveerd',
    REACTIVATING: 'Wordt opnieuw geactiveerd',
    ACTIVE: 'Actief',
    SUSPENDING: 'Wordt geblokkeerd',
    SUSPENDED: 'Geblokkeerd',
    CLOSING: 'Wordt opgeheven',
    CLOSED: 'Opgeheven',
    EXPIRED: 'Verlopen',
  },
  types: {
    PHYSICAL: 'Fysiek',
    VIRTUAL: 'Virtueel',
  },
} satisfies Catalog['cards'];
