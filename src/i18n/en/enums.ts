/**
 * Readable labels of enumeration values. A value without an entry is shown humanised
 * (`PAY_BILLS` → "Pay bills"), so values the kit has never seen still read well.
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
} as const satisfies Record<string, string>;
