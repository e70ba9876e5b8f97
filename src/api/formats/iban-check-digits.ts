// An IBAN made from its parts (demo and test data): apart from the check (iban.ts), which pages that take
// an IBAN carry, since only the sandbox and tests build IBANs.
import { mod97 } from './iban.js';

/** An IBAN for a country and BBAN, with its check digits computed (for demo and test data). */
export function ibanWithCheckDigits(country: string, bban: string): string {
  const upper = `${country}00${bban}`.toUpperCase();
  return `${upper.slice(0, 2)}${String(98 - mod97(upper)).padStart(2, '0')}${upper.slice(4)}`;
}
