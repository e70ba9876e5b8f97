/** The card rule types the spec lists: apart from the cards' other enumerations, which the rule editors never read. */
export const CardRuleType = ['DAILY_MAX_SPEND', 'MONTHLY_MAX_SPEND', 'WEEKLY_MAX_SPEND', 'DISABLE_CONTACTLESS', 'DISABLE_ONLINE', 'DISABLE_RECURRING', 'MCC_WHITELIST', 'MCC_BLACKLIST', 'MERCHANT_WHITELIST', 'MERCHANT_BLACKLIST'] as const;
