/** Beneficiary enumerations. */
export const BeneficiaryType = ['PERSON', 'COMPANY'] as const;
export const BeneficiaryStatus = ['DECLINED', 'PENDING_REVIEW', 'VALID', 'PENDING', 'NEED_ADDITIONAL_INFORMATION'] as const;
export const BeneficiaryAccountType = ['IBAN', 'GBP', 'USD'] as const;
