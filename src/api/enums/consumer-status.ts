/** Consumer enumerations read with a consumer: its statuses, KYC, devices and gender (apart from the profile fields' enumerations, consumer.ts, which a page that only creates consumers needs alone). */
export const KycStatus = ['NOT_STARTED', 'CREATED', 'PROCESSING', 'ABORTED', 'PENDING_REVIEW', 'VALIDATED', 'DECLINED'] as const;
export const KycType = ['FULL_KYC', 'DOC_ONLY', 'NOT_REQUIRED'] as const;
export const BankingStatus = ['VALIDATED', 'PENDING', 'MISSING_DATA', 'BLOCKED', 'NOT_CREATED'] as const;
export const SuspensionValue = ['SUSPENDED', 'NOT_SUSPENDED'] as const;
export const ServiceStatus = ['PENDING', 'FORBIDDEN', 'MISSING_DATA', 'VALIDATED', 'LIMITED', 'CLOSING', 'CLOSED'] as const;
export const ComplianceStatus = ['PENDING', 'DECLINED', 'PENDING_REVIEW', 'VALIDATED'] as const;
export const OverallStatus = ['ACTIVE', 'INACTIVE'] as const;
export const ScaDeviceStatus = ['CREATED', 'AWAITING_ACTIVATION', 'ACTIVE', 'SUSPENDED', 'REMOVED'] as const;
export const Gender = ['MALE', 'FEMALE'] as const;
