/** What is wrong with an IBAN, in words: shared by every form that takes one (a beneficiary's, a mandate debtor's). */
export const iban = {
  format: 'An IBAN starts with two letters and two digits, followed by letters and digits only.',
  country: 'IBANs are not used in {country}. Check the first two letters.',
  length: 'An IBAN from {country} has {expected} characters; this one has {actual}.',
  structure: 'This does not follow the IBAN format of {country}: check for a letter where a digit belongs, or the reverse.',
  checksum: 'The check digits of this IBAN do not match: a character may be mistyped, or two swapped.',
} as const;
