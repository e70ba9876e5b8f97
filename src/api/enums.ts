/**
 * Enumerations of the spec. Complete ones are closed in requests; the ones the spec marks
 * (partial) list only some real values, so requests accept any value of the right form
 * (see `openEnum` in primitives.ts). Responses accept any string everywhere: the service may
 * send values the kit has never seen.
 */
export const KycStatus = ['NOT_STARTED', 'CREATED', 'PROCESSING', 'ABORTED', 'PENDING_REVIEW', 'VALIDATED', 'DECLINED'] as const;
export const KycType = ['FULL_KYC', 'DOC_ONLY', 'NOT_REQUIRED'] as const;
export const BankingStatus = ['VALIDATED', 'PENDING', 'MISSING_DATA', 'BLOCKED', 'NOT_CREATED'] as const;
export const SuspensionValue = ['SUSPENDED', 'NOT_SUSPENDED'] as const;
export const Operator = ['END_USER', 'PARTNER', 'SERVICE'] as const;
export const ServiceStatus = ['PENDING', 'FORBIDDEN', 'MISSING_DATA', 'VALIDATED', 'LIMITED', 'CLOSING', 'CLOSED'] as const;
export const ComplianceStatus = ['PENDING', 'DECLINED', 'PENDING_REVIEW', 'VALIDATED'] as const;
export const OverallStatus = ['ACTIVE', 'INACTIVE'] as const;
export const ScaDeviceStatus = ['CREATED', 'AWAITING_ACTIVATION', 'ACTIVE', 'SUSPENDED', 'REMOVED'] as const;
export const Gender = ['MALE', 'FEMALE'] as const;

/** (partial) ISO 3166-1 alpha-3; any alpha-3 code is accepted. */
export const CountryCode = ['ABW', 'AFG', 'AGO', 'AIA', 'ALA', 'ALB', 'AND', 'ARE', 'ARG', 'ARM'] as const;
/** (partial) tax countries listed for requests; any ISO 3166-1 alpha-3 code is accepted. */
export const TaxCountry = ['AUT', 'AND', 'BEL', 'BGR', 'CHE', 'CYP', 'CZE', 'DEU', 'DNK', 'ESP'] as const;
export const SourceOfFunds = ['COMPENSATION_PAYOUT', 'COMPANY_PROFITS', 'COMPANY_SALE', 'DIVIDEND_PAYMENTS', 'DIVORCE_SETTLEMENT', 'FIXED_DEPOSITS', 'GIFT', 'INHERITANCE', 'INSURANCE_PAYOUT', 'LOAN'] as const;
export const Occupation = ['BUSINESS_OWNER', 'CLERGY', 'CRAFTSMAN', 'ENGINEER', 'EXECUTIVE', 'FARMER', 'FREELANCE', 'LIBERAL_PROFESSION', 'POLITICIAN', 'PROFESSOR'] as const;
export const OccupationSector = ['ACCOUNTING_AUDIT', 'E_MONEY_SERVICES', 'CURRENCY_EXCHANGE', 'TRADES_ON_OTC_MARKET', 'PRECIOUS_METALS_OR_STONES', 'PAWNSHOPS', 'CROSS_BORDER_CASH_OR_PRECIOUS_MATERIALS', 'MINING_EXTRACTIVE_INDUSTRIES', 'ENERGY', 'TRADE_IN_PETROL_PRODUCTS'] as const;
export const AccountPurpose = ['PAY_BILLS', 'MONEY_TO_FROM_FAMILY', 'DIVIDENDS', 'SAVINGS', 'PERSONAL_BUSINESS_PURPOSES', 'PENSION', 'CRYPTO', 'SALARY', 'LOTTERY_GAMING', 'RECONCILIATION'] as const;
/** (partial) ISO 4217; any ISO 4217 code is accepted. */
export const Currency = ['EUR', 'GBP', 'USD', 'PLN', 'AUD', 'CHF', 'CAD', 'SEK', 'NOK', 'JPY'] as const;
export const LedgerCountry = ['ESTONIA', 'FRANCE', 'BELGIUM', 'GREAT_BRITAIN', 'LITHUANIA', 'BULGARIA', 'USA'] as const;
export const LedgerTypeOnCreation = ['EUR_BELGIUM', 'EUR_FRANCE', 'EUR_BG'] as const;
export const LedgerType = ['EUR_BELGIUM', 'EUR_FRANCE', 'EUR_ESTONIA', 'EUR_LITHUANIA', 'USD_USA', 'GBP_GREAT_BRITAIN', 'EUR_BG'] as const;
export const LedgerStatus = ['PENDING', 'ACTIVE', 'CLOSING', 'CLOSED', 'SUSPENDED', 'FAILED'] as const;
export const BeneficiaryType = ['PERSON', 'COMPANY'] as const;
export const BeneficiaryStatus = ['DECLINED', 'PENDING_REVIEW', 'VALID', 'PENDING', 'NEED_ADDITIONAL_INFORMATION'] as const;
export const BeneficiaryAccountType = ['IBAN', 'GBP', 'USD'] as const;
export const CardStatus = ['CREATING', 'AWAITING_ACTIVATION', 'ACTIVATING', 'REACTIVATING', 'ACTIVE', 'SUSPENDING', 'SUSPENDED', 'CLOSING', 'CLOSED', 'EXPIRED'] as const;
export const CardType = ['PHYSICAL', 'VIRTUAL'] as const;
export const CardDeliveryMethod = ['FRENCH_MAIL', 'FRENCH_MAIL_TRACKING', 'INTERNATIONAL_MAIL'] as const;
export const CardRuleType = ['DAILY_MAX_SPEND', 'MONTHLY_MAX_SPEND', 'WEEKLY_MAX_SPEND', 'DISABLE_CONTACTLESS', 'DISABLE_ONLINE', 'DISABLE_RECURRING', 'MCC_WHITELIST', 'MCC_BLACKLIST', 'MERCHANT_WHITELIST', 'MERCHANT_BLACKLIST'] as const;
/** The spec names two upper-case card network names without listing them; any upper-case name is accepted. */
export const CardScheme = [] as const;
export const CardDesignUserType = ['CORPORATE', 'CONSUMER'] as const;
export const DocumentStatus = ['UPLOADED', 'REQUESTED', 'DECLINED', 'VALIDATED'] as const;
export const DocumentType = ['ARTICLE_OF_ASSOCIATION', 'BANK_ACCOUNT_DETAILS', 'BANK_ACCOUNT_STATEMENT', 'COMPANY_INCORPORATION', 'COMPANY_REGISTRY_EXTRACT', 'DILIGENCE_REVIEW', 'DIRECT_DEBIT_MANDATE', 'DRIVING_LICENCE', 'FAMILY_RECORD_BOOK', 'HEALTH_INSURANCE'] as const;
export const DocumentTypeForUpload = ['ARTICLE_OF_ASSOCIATION', 'BANK_ACCOUNT_DETAILS', 'BANK_ACCOUNT_STATEMENT', 'COMPANY_INCORPORATION', 'COMPANY_REGISTRY_EXTRACT', 'DIRECT_DEBIT_MANDATE', 'DRIVING_LICENCE', 'FAMILY_RECORD_BOOK', 'HEALTH_INSURANCE', 'IDENTITY_CARD'] as const;
export const MandateStatus = ['AWAITING_ACTIVATION', 'ACTIVATING', 'ACTIVATED', 'CANCELING', 'CANCELED', 'FAILED'] as const;
export const DebtorType = ['PERSON', 'COMPANY'] as const;
export const TransactionPaymentType = ['MONEY_TRANSFER', 'ACCOUNT_LOAD', 'TECH_MVC_CREATION', 'TECH_TRANSACTION', 'TECH_VIRTUAL_TRANSFER'] as const;
export const TransactionStatus = ['APPROVED', 'DECLINED', 'RELEASED', 'REVERSED', 'PENDING', 'PENDING_REVIEW', 'UNKNOWN', 'ABORTED'] as const;
export const DeclineReason = ['BENEFICIARY_ACCOUNT_CLOSED_OR_STOPPED', 'BENEFICIARY_INFORMATION_MISSING', 'BENEFICIARY_INFORMATION_INVALID', 'BENEFICIARY_NAME_DOES_NOT_MATCH_BENEFICIARY_ACCOUNT', 'BENEFICIARY_NOT_ENABLED_FOR_INSTANT_PAYMENTS', 'REFERENCE_INVALID', 'SENDER_ACCOUNT_CLOSED', 'SENDER_INFORMATION_INVALID', 'AMOUNT_OR_CURRENCY_INVALID', 'INSUFFICIENT_FUNDS'] as const;
export const PartnerUserRole = ['ACCOUNT_CREATE', 'BANKING_DETAILS_DOCUMENT_EXPORT', 'BENEFICIARY_CREATE', 'BENEFICIARY_INFO', 'BENEFICIARY_LIST', 'BENEFICIARY_UPDATE', 'DIRECT_DEBIT_MANDATE_CREATE', 'DIRECT_DEBIT_MANDATE_UPDATE', 'DIRECT_DEBIT_MANDATE_ACTIVATE', 'DIRECT_DEBIT_MANDATE_CANCEL'] as const;
export const ScaStrategy = ['PUSH_NOTIFICATION', 'DATA_SIGNING', 'BY_PASS'] as const;
export const SortDirection = ['ASC', 'DESC'] as const;
export const KybStatus = ['VALIDATED', 'NEED_ADDITIONAL_INFORMATION', 'DECLINED'] as const;

export type ScaStrategyValue = (typeof ScaStrategy)[number];
