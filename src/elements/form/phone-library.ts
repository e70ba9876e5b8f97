/**
 * The phone library's part the kit uses, in a chunk of its own that a page fetches only once a
 * phone number is typed (phone-national.ts): libphonenumber-js with its smallest metadata.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The national significant number of `digits` dialled after `callingCode` (the trunk prefix dropped: `0612345678` after 33 is `612345678`), or undefined when it does not read as a number of that code. */
export function nationalNumber(digits: string, callingCode: string): string | undefined {
  return parsePhoneNumberFromString(digits, { defaultCallingCode: callingCode })?.nationalNumber;
}
