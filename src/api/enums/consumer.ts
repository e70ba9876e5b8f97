/** Consumer enumerations of the profile fields, which a creation and a profile change send (a consumer's statuses, KYC and devices, as read: consumer-status.ts). */
/** (partial) tax countries listed for requests; any ISO 3166-1 alpha-3 code is accepted. */
export const TaxCountry = ['AUT', 'AND', 'BEL', 'BGR', 'CHE', 'CYP', 'CZE', 'DEU', 'DNK', 'ESP'] as const;
export const SourceOfFunds = ['COMPENSATION_PAYOUT', 'COMPANY_PROFITS', 'COMPANY_SALE', 'DIVIDEND_PAYMENTS', 'DIVORCE_SETTLEMENT', 'FIXED_DEPOSITS', 'GIFT', 'INHERITANCE', 'INSURANCE_PAYOUT', 'LOAN'] as const;
export const Occupation = ['BUSINESS_OWNER', 'CLERGY', 'CRAFTSMAN', 'ENGINEER', 'EXECUTIVE', 'FARMER', 'FREELANCE', 'LIBERAL_PROFESSION', 'POLITICIAN', 'PROFESSOR'] as const;
export const OccupationSector = ['ACCOUNTING_AUDIT', 'E_MONEY_SERVICES', 'CURRENCY_EXCHANGE', 'TRADES_ON_OTC_MARKET', 'PRECIOUS_METALS_OR_STONES', 'PAWNSHOPS', 'CROSS_BORDER_CASH_OR_PRECIOUS_MATERIALS', 'MINING_EXTRACTIVE_INDUSTRIES', 'ENERGY', 'TRADE_IN_PETROL_PRODUCTS'] as const;
export const AccountPurpose = ['PAY_BILLS', 'MONEY_TO_FROM_FAMILY', 'DIVIDENDS', 'SAVINGS', 'PERSONAL_BUSINESS_PURPOSES', 'PENSION', 'CRYPTO', 'SALARY', 'LOTTERY_GAMING', 'RECONCILIATION'] as const;
