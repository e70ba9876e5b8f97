/**
 * English texts of <svc-beneficiary-form> its create mode and its edit mode's first lines show; what is
 * said only once the person acts is in `later.ts`, what only the edit mode's form shows in `edit.ts`,
 * each fetched with its module.
 */
export const beneficiaryForm = {
  // Create mode
  beneficiarySection: 'Beneficiary',
  accountSection: 'Bank account',
  settingsSection: 'Settings',
  endUserId: 'Customer ID',
  endUserIdHint: 'The identifier (UUID) of the end-user who owns this beneficiary.',
  endUserIdInvalid: 'The customer this form is set up for has no valid identifier (end-user-id), so nothing can be sent.',
  type: 'The beneficiary is',
  name: 'Full name or company name',
  nameHint:
    'The exact full name: first, middle and last names for a person, the company name for a company. Exact names let your own accounts be recognised.',
  friendlyName: 'Nickname',
  friendlyNameHint: 'Optional. A short name to find this beneficiary again, up to {maximum} characters.',
  accountType: 'Kind of account',
  /** The values the form names: the beneficiary's type and the kinds of account (the statuses are in `edit.ts`). */
  labels: {
    PERSON: 'Person',
    COMPANY: 'Company',
    IBAN: 'IBAN (SEPA)',
    GBP: 'UK account (GBP)',
    USD: 'US account (USD)',
  },
  iban: 'IBAN',
  ibanHint: 'For example FR76 3000 6000 0112 3456 7890 189.',
  bic: 'BIC (SWIFT code)',
  bicHint: '8 or 11 characters, for example AGRIFRPP.',
  kindFailed: 'The fields of this kind of account could not be loaded.',
  display: 'Show to the customer',
  displayHint: 'The end-user sees this beneficiary in their own lists.',
  active: 'Active',
  activeHint: 'Transfers can be made to this beneficiary.',
  submitCreate: 'Add beneficiary',
  created: '{name} was added as a beneficiary.',
  again: 'Add another beneficiary',
  // Edit mode
  loading: 'Loading the beneficiary…',
  editFailed: 'The fields to change this beneficiary could not be loaded.',
} as const;
