/** Lietuviški tekstai, bendri kortelių elementams: kortelių būsenos ir tipai. */
import type { Catalog } from '../catalog.js';

export default {
  statuses: {
    CREATING: 'Kuriama',
    AWAITING_ACTIVATION: 'Laukia aktyvinimo',
    ACTIVATING: 'Aktyvinama',
    REACTIVATING: 'Aktyvinama iš naujo',
    ACTIVE: 'Aktyvi',
    SUSPENDING: 'Stabdoma',
    SUSPENDED: 'Sustabdyta',
    CLOSING: 'Uždaroma',
    CLOSED: 'Uždaryta',
    EXPIRED: 'Nebegalioja',
  },
  types: {
    PHYSICAL: 'Fizinė',
    VIRTUAL: 'Virtuali',
  },
} satisfies Catalog['cards'];
