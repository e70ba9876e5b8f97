// BIC (ISO 9362), the SWIFT code of a bank: `DEUTDEFF` or, with a branch, `DEUTDEFF500`.
import { isCountryAlpha2 } from './countries.js';

export type BicProblem = 'format' | 'country';

// 4 business party prefix + 2 country + 2 location, then an optional 3 branch. The prefix was letters only
// until ISO 9362:2022, which allows digits too; both forms are accepted.
const BIC_SHAPE = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** Removes white space anywhere and upper-cases: `' deut de ff '` → `'DEUTDEFF'`. */
export function normalizeBic(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Why `text` is not a valid BIC (after normalising), or null when it is. */
export function bicProblem(text: string): BicProblem | null {
  const bic = normalizeBic(text);
  if (!BIC_SHAPE.test(bic)) return 'format';
  const country = bic.slice(4, 6);
  // Kosovo's XK is not in ISO 3166-1, but SWIFT issues BICs with it.
  if (country !== 'XK' && !isCountryAlpha2(country)) return 'country';
  return null;
}

export function isValidBic(text: string): boolean {
  return bicProblem(text) === null;
}
