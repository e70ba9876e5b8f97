/**
 * Addresses, phones, financial information and person names: the contact fields of consumers and
 * of corporates' related persons, as requests send them. Apart from the other shared schemas
 * (common.ts) because the country check carries the ISO code list, which other areas do not need;
 * apart from an address and a phone as answers give them (contact-records.ts), which pages that
 * only read a consumer need without it.
 */
import * as z from 'zod/mini';
import { KIT_LIMITS, LIMITS } from '../limits.js';
import { freeText, optionalFields, pattern } from '../primitives.js';
import { latin1Text } from '../field-checks.js';
import { countryEnum } from '../open-enum.js';
import { CountryCode } from '../enums.js';

/** The address fields the requests share. */
const addressRequestFields = {
  isoCountryCode: z.optional(countryEnum(CountryCode)),
  city: z.optional(freeText()),
  postalCode: z.optional(freeText()),
  street: z.optional(freeText()),
  number: z.optional(freeText()),
  refinement: z.optional(freeText()),
  stateOrProvince: z.optional(freeText()),
};

/** European address request (consumer address). */
export const europeanAddressRequest = z.object({ ...addressRequestFields, bypassVerification: z.optional(z.boolean()) });

/**
 * Worldwide address request (corporate-related persons). The spec does not show its fields; the
 * kit sends the European field names and lets any further field through.
 */
export const worldwideAddressRequest = z.looseObject(addressRequestFields);

const phoneNumber = () =>
  z.string().check(pattern(LIMITS.phoneNumber, 'Digits only, 1 to 14 of them', 'phone'));
/**
 * The spec gives the country code no form ("string"): any text within the kit's bound is sent, so a
 * code written `+1-684` or `0033` is not refused for a form the kit would have guessed.
 */
const phoneCountryCode = () => {
  const { min, max } = KIT_LIMITS.phoneCountryCodeChars;
  return z.string().check(
    z.refine((value) => value.length >= min && value.length <= max, {
      message: `A country calling code: ${min} to ${max} characters`,
      params: { rule: 'phone-country-code', maximum: max },
    }),
  );
};

/** Phone request: both fields required on consumer creation. */
export const phoneRequired = z.object({ countryCode: phoneCountryCode(), number: phoneNumber() });
/** Phone request in patches and related persons: either field may be sent. */
export const phonePatch = z.object({ countryCode: z.optional(phoneCountryCode()), number: z.optional(phoneNumber()) });

/** Financial information: the allowed values are not shown in the spec, so any string passes. */
export const financialInformation = z.object(
  optionalFields(freeText, 'monthlyNetIncome', 'currency', 'expectedMonthlyIncomingVolume', 'expectedMonthlyOutgoingVolume', 'expectedMonthlyIncomingTransferFrequency'),
);

/** Latin-1 name fields of a consumer. */
export const personName = () => latin1Text().check(z.maxLength(KIT_LIMITS.freeText.max));
