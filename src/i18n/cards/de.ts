/** Deutsche Texte, die die Kartenelemente teilen: Kartenstatus und Kartentypen. */
import type { Catalog } from '../catalog.js';

export default {
  statuses: {
    CREATING: 'Wird erstellt',
    AWAITING_ACTIVATION: 'Wartet auf Aktivierung',
    ACTIVATING: 'Wird aktiviert',
    REACTIVATING: 'Wird reaktiviert',
    ACTIVE: 'Aktiv',
    SUSPENDING: 'Wird gesperrt',
    SUSPENDED: 'Gesperrt',
    CLOSING: 'Wird gekündigt',
    CLOSED: 'Gekündigt',
    EXPIRED: 'Abgelaufen',
  },
  types: {
    PHYSICAL: 'Physisch',
    VIRTUAL: 'Virtuell',
  },
} satisfies Catalog['cards'];
