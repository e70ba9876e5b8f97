/**
 * Readable labels of enumeration values. A value without an entry is shown as sent, by its code
 * (`SOME_VALUE`): every value the spec lists has its words here or in its element's table.
 */
export const enums = {
  PERSON: 'Person',
  COMPANY: 'Company',
  IBAN: 'IBAN (SEPA)',
  GBP: 'UK account (GBP)',
  USD: 'US account (USD)',
  PUSH_NOTIFICATION: 'Push notification',
  DATA_SIGNING: 'Data signing',
  BY_PASS: 'Bypass (sandbox)',
  // Statuses of ledgers, beneficiaries and documents
  PENDING: 'Pending',
  ACTIVE: 'Active',
  CLOSING: 'Closing',
  CLOSED: 'Closed',
  SUSPENDED: 'Suspended',
  FAILED: 'Failed',
  DECLINED: 'Declined',
  PENDING_REVIEW: 'Pending review',
  VALID: 'Valid',
  NEED_ADDITIONAL_INFORMATION: 'More information needed',
  UPLOADED: 'Uploaded',
  REQUESTED: 'Requested',
  VALIDATED: 'Validated',
  // Document types (upload, request, list and get)
  ARTICLE_OF_ASSOCIATION: 'Articles of association',
  BANK_ACCOUNT_DETAILS: 'Bank account details',
  BANK_ACCOUNT_STATEMENT: 'Bank account statement',
  COMPANY_INCORPORATION: 'Certificate of incorporation',
  COMPANY_REGISTRY_EXTRACT: 'Company registry extract',
  DILIGENCE_REVIEW: 'Due diligence review',
  DIRECT_DEBIT_MANDATE: 'Direct debit mandate',
  DRIVING_LICENCE: 'Driving licence',
  FAMILY_RECORD_BOOK: 'Family record book',
  HEALTH_INSURANCE: 'Health insurance card',
  IDENTITY_CARD: 'Identity card',
} as const satisfies Record<string, string>;
