/** Ledger enumerations. */
export const LedgerCountry = ['ESTONIA', 'FRANCE', 'BELGIUM', 'GREAT_BRITAIN', 'LITHUANIA', 'BULGARIA', 'USA'] as const;
export const LedgerTypeOnCreation = ['EUR_BELGIUM', 'EUR_FRANCE', 'EUR_BG'] as const;
export const LedgerType = ['EUR_BELGIUM', 'EUR_FRANCE', 'EUR_ESTONIA', 'EUR_LITHUANIA', 'USD_USA', 'GBP_GREAT_BRITAIN', 'EUR_BG'] as const;
export const LedgerStatus = ['PENDING', 'ACTIVE', 'CLOSING', 'CLOSED', 'SUSPENDED', 'FAILED'] as const;
