/**
 * A phone number as the service stores it: without the trunk prefix a person types at home ("06 12
 * 34 56 78" after +33 is stored as 612345678). The rules are libphonenumber-js's (its smallest
 * metadata), fetched on demand once a phone number is typed, so they are no part of any page's
 * first paint. Until they have loaded, and if they cannot be, the number goes as typed: nothing
 * typed is lost or refused on their account.
 */
import { loadOnce } from '../base/load-once.js';

type National = (digits: string, callingCode: string) => string | undefined;

let national: National | undefined;
let settled = false;
const load = loadOnce(() => import('./phone-library.js'), 'the phone number library');

/** Fetches the phone rules (once); resolves when they are here, or known to be out of reach. */
export async function loadPhoneRules(): Promise<void> {
  const module = await load();
  if (module) national = module.nationalNumber;
  settled = true;
}

/** Whether a load of the rules has ended (loaded, or failed and said in the console). */
export const phoneRulesSettled = (): boolean => settled;

/** The calling code's digits (`+33`, `0033`, `33`), or undefined for anything else (`FR`, `1-684`). */
function callingCode(countryCode: unknown): string | undefined {
  if (typeof countryCode !== 'string') return undefined;
  const digits = countryCode.trim().replace(/^(\+|00)/, '');
  return /^\d{1,3}$/.test(digits) ? digits : undefined;
}

/** The number without its trunk prefix once the rules are here; otherwise, or when it does not read as a number of that code, as given. */
export function nationalDigits(number: unknown, countryCode: unknown): unknown {
  const code = callingCode(countryCode);
  if (!national || !code || typeof number !== 'string' || !/^\d{2,}$/.test(number)) return number;
  return national(number, code) ?? number;
}
