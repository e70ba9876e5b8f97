/** English texts of <svc-beneficiary-form>'s edit mode (the stored beneficiary read-only, what may change), fetched with it (`../edit-mode.ts`). */
export const editTexts = {
  friendlyNameEditHint: 'Up to {maximum} characters. A nickname can be changed, but not removed.',
  summary: 'Beneficiary',
  summaryName: 'Name',
  summaryType: 'Type',
  summaryAccountType: 'Account',
  summaryIban: 'IBAN',
  summaryBic: 'BIC',
  summaryAccountNumber: 'Account number',
  summarySortCode: 'Sort code',
  summaryRoutingNumber: 'Routing number',
  summaryStatus: 'Status',
  editSection: 'What you can change',
  submitEdit: 'Save changes',
  saved: 'Your changes were saved.',
  noChanges: 'Nothing has changed yet: change a value first.',
  /** The statuses the summary names. */
  labels: {
    PENDING: 'Pending',
    PENDING_REVIEW: 'Pending review',
    VALID: 'Valid',
    DECLINED: 'Declined',
    NEED_ADDITIONAL_INFORMATION: 'More information needed',
  },
} as const;
