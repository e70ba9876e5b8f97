/** English texts the card elements share: the statuses and types of a card. */
export const cards = {
  statuses: {
    CREATING: 'Being created',
    AWAITING_ACTIVATION: 'Awaiting activation',
    ACTIVATING: 'Activating',
    REACTIVATING: 'Reactivating',
    ACTIVE: 'Active',
    SUSPENDING: 'Being suspended',
    SUSPENDED: 'Suspended',
    CLOSING: 'Being closed',
    CLOSED: 'Closed',
    EXPIRED: 'Expired',
  },
  types: {
    PHYSICAL: 'Physical',
    VIRTUAL: 'Virtual',
  },
} as const;
