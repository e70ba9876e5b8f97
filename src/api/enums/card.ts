/** Card enumerations (the rule types: card-rules.ts). */
export const CardStatus = ['CREATING', 'AWAITING_ACTIVATION', 'ACTIVATING', 'REACTIVATING', 'ACTIVE', 'SUSPENDING', 'SUSPENDED', 'CLOSING', 'CLOSED', 'EXPIRED'] as const;
export const CardType = ['PHYSICAL', 'VIRTUAL'] as const;
export const CardDeliveryMethod = ['FRENCH_MAIL', 'FRENCH_MAIL_TRACKING', 'INTERNATIONAL_MAIL'] as const;
/** The spec names two upper-case card network names without listing them; any upper-case name is accepted. */
export const CardScheme = [] as const;
export const CardDesignUserType = ['CORPORATE', 'CONSUMER'] as const;
