/**
 * English names of a consumer's status facets and of their values (shared by <svc-consumer-status>
 * and <svc-consumer-list>). A value without an entry is shown as sent, by its code.
 */
export const consumerStatuses = {
  facets: {
    overall: 'Overall',
    kyc: 'Identity check (KYC)',
    banking: 'Banking',
    suspension: 'Suspension',
    service: 'Service',
    compliance: 'Compliance',
  },
  overall: { ACTIVE: 'Active', INACTIVE: 'Inactive' },
  kyc: {
    NOT_STARTED: 'Not started',
    CREATED: 'Started',
    PROCESSING: 'In progress',
    ABORTED: 'Abandoned',
    PENDING_REVIEW: 'Under review',
    VALIDATED: 'Validated',
    DECLINED: 'Declined',
  },
  banking: {
    VALIDATED: 'Open',
    PENDING: 'Being opened',
    MISSING_DATA: 'Information missing',
    BLOCKED: 'Blocked',
    NOT_CREATED: 'Not opened',
  },
  suspension: { SUSPENDED: 'Suspended', NOT_SUSPENDED: 'Not suspended' },
  service: {
    PENDING: 'Pending',
    FORBIDDEN: 'Refused',
    MISSING_DATA: 'Information missing',
    VALIDATED: 'Validated',
    LIMITED: 'Limited',
    CLOSING: 'Closing',
    CLOSED: 'Closed',
  },
  compliance: { PENDING: 'Pending', DECLINED: 'Declined', PENDING_REVIEW: 'Under review', VALIDATED: 'Validated' },
} as const;
