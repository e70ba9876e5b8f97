/**
 * `openEnum(values, form)`: a partial enumeration whose other values must have the given form. In
 * a module of its own because the country and currency forms carry the ISO code lists, which only
 * the schemas with such fields need (see `upperSnakeEnum` in primitives.ts for the others).
 */
import { isCountryAlpha3 } from './formats/countries.js';
import { isCurrencyCode } from './formats/currencies.js';
import { openEnumOf, upperSnakeEnum, type ValueForm } from './primitives.js';

/**
 * ISO 3166-1's user-assigned alpha-3 ranges (AAA–AAZ, QMA–QZZ, XAA–XZZ, ZZA–ZZZ): codes the
 * standard leaves to its users, such as XKX for Kosovo, which a service may know.
 */
const USER_ASSIGNED = /^(?:AA[A-Z]|Q[M-Z][A-Z]|X[A-Z]{2}|ZZ[A-Z])$/;

/** An ISO 3166-1 alpha-3 code: assigned, or in a user-assigned range (a currency code such as EUR is neither). */
const isCountryCode = (code: string) => isCountryAlpha3(code) || USER_ASSIGNED.test(code);

const COUNTRY_MESSAGE = 'Expected an ISO 3166-1 alpha-3 country code';

/**
 * A partial enumeration of countries: `openEnum(values, 'country')` without the currency list, which
 * the schemas' country fields (and the pages that load them) do not need.
 */
export const countryEnum = <const T extends readonly string[]>(values: T) => openEnumOf(values, 'country', isCountryCode, COUNTRY_MESSAGE);

const isoForms = {
  country: { check: isCountryCode, message: COUNTRY_MESSAGE },
  currency: { check: isCurrencyCode, message: 'Expected an ISO 4217 currency code' },
};

/**
 * A partial enumeration: the listed values and any other value of the right form, because the
 * real service knows more values than the spec shows.
 */
export function openEnum<const T extends readonly string[]>(values: T, form: ValueForm) {
  if (form === 'upper-snake') return upperSnakeEnum(values);
  const { check, message } = isoForms[form];
  return openEnumOf(values, form, check, message);
}
