/** Eestikeelsed tekstid, mis on kaardielementidel ühised: kaardi olekud ja liigid. */
import type { Catalog } from '../catalog.js';

export default {
  statuses: {
    CREATING: 'Loomisel',
    AWAITING_ACTIVATION: 'Ootab aktiveerimist',
    ACTIVATING: 'Aktiveerimisel',
    REACTIVATING: 'Taasaktiveerimisel',
    ACTIVE: 'Aktiivne',
    SUSPENDING: 'Peatamisel',
    SUSPENDED: 'Peatatud',
    CLOSING: 'Sulgemisel',
    CLOSED: 'Suletud',
    EXPIRED: 'Aegunud',
  },
  types: {
    PHYSICAL: 'Füüsiline',
    VIRTUAL: 'Virtuaalne',
  },
} satisfies Catalog['cards'];
