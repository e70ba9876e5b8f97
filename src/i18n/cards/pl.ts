/** Polskie teksty wspólne dla elementów kart: statusy i typy kart. */
import type { Catalog } from '../catalog.js';

export default {
  statuses: {
    CREATING: 'W trakcie tworzenia',
    AWAITING_ACTIVATION: 'Czeka na aktywację',
    ACTIVATING: 'W trakcie aktywacji',
    REACTIVATING: 'W trakcie ponownej aktywacji',
    ACTIVE: 'Aktywna',
    SUSPENDING: 'W trakcie zawieszania',
    SUSPENDED: 'Zawieszona',
    CLOSING: 'W trakcie zamykania',
    CLOSED: 'Zamknięta',
    EXPIRED: 'Wygasła',
  },
  types: {
    PHYSICAL: 'fizyczna',
    VIRTUAL: 'wirtualna',
  },
} satisfies Catalog['cards'];
