/** Direct debit mandate enumerations. */
export const MandateStatus = ['AWAITING_ACTIVATION', 'ACTIVATING', 'ACTIVATED', 'CANCELING', 'CANCELED', 'FAILED'] as const;
export const DebtorType = ['PERSON', 'COMPANY'] as const;
