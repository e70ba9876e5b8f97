/** Consumer enumerations: statuses, KYC, and the profile fields. */
export const KycStatus = ['NOT_STARTED', 'CREATED', 'PROCESSING', 'ABORTED', 'PENDING_REVIEW', 'VALIDATED', 'DECLINED'] as const;
export const KycType = ['FULL_KYC', 'DOC_ONLY', 'NOT_REQUIRED'] as const;
export const BankingStatus = ['VALIDATED', 'PENDING', 'MISSING_DATA', 'BLOCKED', 'NOT_CREATED'] as const;
export const SuspensionValue = ['SUSPENDED', 'NOT_SUSPENDED'] as const;
export const ServiceStatus = ['PENDING', 'FORBIDDEN', 'MISSING_DATA', 'VALIDATED', 'LIMITED', 'CLOSING', 'CLOSED'] as const;
export const ComplianceStatus = ['PENDING', 'DECLINED', 'PENDING_REVIEW', 'VALIDATED'] as const;
export const OverallStatus = ['ACTIVE', 'INACTIVE'] as const;
export const ScaDeviceStatus = ['CREATED', 'AWAITING_ACTIVATION', 'ACTIVE', 'SUSPENDED', 'REMOVED'] as const;
export const Gender = ['MALE', 'FEMALE'] as const;
/** (partial) tax countries listed for requests; any ISO 3166-1 alpha-3 code is accepted. */
export const TaxCountry = ['AUT', 'AND', 'BEL', 'BGR', 'CHE', 'CYP', 'CZE', 'DEU', 'DNK', 'ESP'] as const;
export const SourceOfFunds = ['COMPENSATION_PAYOUT', 'COMPANY_PROFITS', 'COMPANY_SALE', 'DIVIDEND_PAYMENTS', 'DIVORCE_SETTLEMENT', 'FIXED_DEPOSITS', 'GIFT', 'INHERITANCE', 'INSURANCE_PAYOUT', 'LOAN'] as const;
export const Occupation = ['BUSINESS_OWNER', 'CLERGY', 'CRAFTSMAN', 'ENGINEER', 'EXECUTIVE', 'FARMER', 'FREELANCE', 'LIBERAL_PROFESSION', 'POLITICIAN', 'PROFESSOR'] as const;
export const OccupationSector = ['ACCOUNTING_AUDIT', 'E_MONEY_SERVICES', 'CURRENCY_EXCHANGE', 'TRADES_ON_OTC_MARKET', 'PRECIOUS_METALS_OR_STONES', 'PAWNSHOPS', 'CROSS_BORDER_CASH_OR_PRECIOUS_MATERIALS', 'MINING_EXTRACTIVE_INDUSTRIES', 'ENERGY', 'TRADE_IN_PETROL_PRODUCTS'] as const;
export const AccountPurpose = ['PAY_BILLS', 'MONEY_TO_FROM_FAMILY', 'DIVIDENDS', 'SAVINGS', 'PERSONAL_BUSINESS_PURPOSES', 'PENSION', 'CRYPTO', 'SALARY', 'LOTTERY_GAMING', 'RECONCILIATION'] as const;
