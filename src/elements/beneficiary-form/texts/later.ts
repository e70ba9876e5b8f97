/**
 * English texts of <svc-beneficiary-form> said only once the person acts, fetched with `../later.ts`:
 * the name's label and hint once the beneficiary's type is chosen, and the UK and US accounts' fields
 * once such a kind of account is chosen.
 */
export const laterTexts = {
  namePerson: 'Full name',
  namePersonHint: 'The exact full name: first, middle and last names. An exact name lets your own accounts be recognised.',
  nameCompany: 'Company name',
  nameCompanyHint: 'The exact company name. An exact name lets your own accounts be recognised.',
  bicOptional: 'BIC (SWIFT code, optional)',
  bicOptionalHint: 'Recommended for UK and US beneficiaries. 8 or 11 characters.',
  gbpAccountNumber: 'Account number',
  gbpAccountNumberHint: '8 digits.',
  sortCode: 'Sort code',
  sortCodeHint: '6 digits, for example 60-16-13.',
  usdAccountNumber: 'Account number',
  usdAccountNumberHint: '1 to 17 digits.',
  routingNumber: 'Routing number (ABA)',
  routingNumberHint: '9 digits.',
} as const;
