/** Card enumerations. */
export const CardStatus = ['CREATING', 'AWAITING_ACTIVATION', 'ACTIVATING', 'REACTIVATING', 'ACTIVE', 'SUSPENDING', 'SUSPENDED', 'CLOSING', 'CLOSED', 'EXPIRED'] as const;
export const CardType = ['PHYSICAL', 'VIRTUAL'] as const;
export const CardDeliveryMethod = ['FRENCH_MAIL', 'FRENCH_MAIL_TRACKING', 'INTERNATIONAL_MAIL'] as const;
export const CardRuleType = ['DAILY_MAX_SPEND', 'MONTHLY_MAX_SPEND', 'WEEKLY_MAX_SPEND', 'DISABLE_CONTACTLESS', 'DISABLE_ONLINE', 'DISABLE_RECURRING', 'MCC_WHITELIST', 'MCC_BLACKLIST', 'MERCHANT_WHITELIST', 'MERCHANT_BLACKLIST'] as const;
/** The spec names two upper-case card network names without listing them; any upper-case name is accepted. */
export const CardScheme = [] as const;
export const CardDesignUserType = ['CORPORATE', 'CONSUMER'] as const;
