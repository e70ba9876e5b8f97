// Pure, DOM-free helpers for the formats the banking API uses: IBAN, BIC, durations, ISO country and currency codes.
export { IBAN_FORMATS, ibanProblem, isValidIban } from './iban.js';
export { ibanWithCheckDigits } from './iban-check-digits.js';
export { formatIban, normalizeIban } from './iban-text.js';
export type { IbanFormat, IbanProblem } from './iban.js';
export { bicProblem, isValidBic, normalizeBic } from './bic.js';
export type { BicProblem } from './bic.js';
export { CARD_NAME_PATTERNS, embossed, maxChars } from './card-name.js';
export type { CardName } from './card-name.js';
export { isGuid } from './guid.js';
export { EMAIL_PATTERN } from './email.js';
export { ISO_DURATION_PATTERN } from './duration.js';
export { durationObjectToMs, durationToMs, parseIsoDuration } from './duration-ms.js';
export type { DurationObject } from './duration-ms.js';
export {
  alpha2FromAlpha3,
  countryCodes,
  countryName,
  currencyCodes,
  currencyName,
  isCountryAlpha2,
  isCountryAlpha3,
  isCurrencyCode,
} from './iso-lists.js';
