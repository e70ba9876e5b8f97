/** English names of a partner user's roles (<svc-partner-user-list>, <svc-partner-user-form>). A role the kit does not know shows as its code. */
export const partnerRoles = {
  ACCOUNT_CREATE: 'Open accounts',
  BANKING_DETAILS_DOCUMENT_EXPORT: 'Export bank details documents',
  BENEFICIARY_CREATE: 'Add beneficiaries',
  BENEFICIARY_INFO: 'View a beneficiary',
  BENEFICIARY_LIST: 'List beneficiaries',
  BENEFICIARY_UPDATE: 'Change beneficiaries',
  DIRECT_DEBIT_MANDATE_CREATE: 'Create direct debit mandates',
  DIRECT_DEBIT_MANDATE_UPDATE: 'Change direct debit mandates',
  DIRECT_DEBIT_MANDATE_ACTIVATE: 'Activate direct debit mandates',
  DIRECT_DEBIT_MANDATE_CANCEL: 'Cancel direct debit mandates',
} as const;
