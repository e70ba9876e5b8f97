/**
 * A phone number as the service stores it: without the trunk prefix a person types at home ("06 12
 * 34 56 78" after +33 is stored as 612345678). The rules are libphonenumber-js's (its smallest
 * metadata), fetched on demand once a phone number is typed, so they are no part of any page's
 * first paint. Until they have loaded, and if they cannot be, the number goes as typed: nothing
 * typed is lost or refused on their account.
 */
import { loadOnce } from '../base/load-once.js';
import { isFieldGroup, recordOf } from './guards.js';

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

/** The calling code's digits (`+33`, `0033`, `33`), or undefined for anything else (`FR`, `1-684`). */
function callingCode(countryCode: unknown): string | undefined {
  if (typeof countryCode !== 'string') return undefined;
  const digits = countryCode.trim().replace(/^(\+|00)/, '');
  return /^\d{1,3}$/.test(digits) ? digits : undefined;
}

/** The number without its trunk prefix once the rules are here; otherwise, or when it does not read as a number of that code, as given. */
function nationalDigits(number: unknown, countryCode: unknown): unknown {
  const code = callingCode(countryCode);
  if (!national || !code || typeof number !== 'string' || !/^\d{2,}$/.test(number)) return number;
  return national(number, code) ?? number;
}

/**
 * A phone number field's reading of what a person types: without the separators people add (`06
 * 12-34.56` is 0612345678), shown as read.
 */
export const phoneNumberInput = {
  parse: (typed: string): string => typed.replace(/[\s.\-()/]/g, ''),
  format: (value: unknown): string => (value === undefined || value === null ? '' : String(value)),
};

/** A body's phone group (`{ countryCode, number }`) with its number as the service stores it (above); anything else as given. */
export function nationalPhone(phone: unknown): unknown {
  if (!isFieldGroup(phone) || phone.number === undefined) return phone;
  return { ...phone, number: nationalDigits(phone.number, phone.countryCode) };
}

/**
 * What a form with a phone number does about the rules: fetch them once a number is typed (outside
 * the first paint) and have the host judge its body again then; and before a submit that sends a
 * number, wait for them (once; on failure the number goes as typed).
 */
export const phoneRules = {
  /** Call on each update with whether a phone number was typed. */
  whenTyped(host: { requestUpdate(): void }, typed: boolean): void {
    if (!settled && typed) void loadPhoneRules().then(() => host.requestUpdate());
  },
  /** The wait a submit sending `phone` must make first, or undefined when there is none. */
  beforeSending(phone: unknown): Promise<void> | undefined {
    return settled || recordOf(phone).number === undefined ? undefined : loadPhoneRules();
  },
};
