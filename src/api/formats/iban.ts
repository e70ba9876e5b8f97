// IBAN (ISO 13616): validation against the SWIFT IBAN registry (normalising and grouping for display: iban-text.ts).
import { ownValue } from '../own.js';
import { normalizeIban } from './iban-text.js';

/** One country's entry in the IBAN registry. */
export interface IbanFormat {
  /** Total IBAN length: 2 letters of country, 2 check digits, then the BBAN. */
  readonly length: number;
  /**
   * BBAN structure in registry notation: `8!n10!n` = 8 digits then 10 digits. `n` is a digit, `a` an upper-case
   * letter, `c` either. Every group in the registry is of fixed length (`!`).
   */
  readonly bban: string;
}

export type IbanProblem = 'format' | 'country' | 'length' | 'bban' | 'checksum';

// The SWIFT IBAN registry (release 101, 89 countries), packed as country code immediately followed by the BBAN
// structure. The total length is not stored: it is 4 + the sum of the groups, which rules out the two disagreeing.
// Territories that share a country's scheme (GF, GP, RE... under FR; IM, JE, GG under GB; AX under FI) use that
// country's code in the IBAN itself, so they need no entry.
const REGISTRY =
  'AD4!n4!n12!c AE3!n16!n AL8!n16!c AT5!n11!n AZ4!a20!c BA3!n3!n8!n2!n BE3!n7!n2!n BG4!a4!n2!n8!c ' +
  'BH4!a14!c BI5!n5!n11!n2!n BR8!n5!n10!n1!a1!c BY4!c4!n16!c CH5!n12!c CR4!n14!n CY3!n5!n16!c ' +
  'CZ4!n6!n10!n DE8!n10!n DJ5!n5!n11!n2!n DK4!n9!n1!n DO4!c20!n EE2!n14!n EG4!n4!n17!n ' +
  'ES4!n4!n1!n1!n10!n FI3!n11!n FK2!a12!n FO4!n9!n1!n FR5!n5!n11!c2!n GB4!a6!n8!n GE2!a16!n GI4!a15!c ' +
  'GL4!n9!n1!n GR3!n4!n16!c GT4!c20!c HN4!a20!n HR7!n10!n HU3!n4!n1!n15!n1!n IE4!a6!n8!n IL3!n3!n13!n ' +
  'IQ4!a3!n12!n IS4!n2!n6!n10!n IT1!a5!n5!n12!c JO4!a4!n18!c KW4!a22!c KZ3!n13!c LB4!n20!c LC4!a24!c ' +
  'LI5!n12!c LT5!n11!n LU3!n13!c LV4!a13!c LY3!n3!n15!n MC5!n5!n11!c2!n MD2!c18!c ME3!n13!n2!n ' +
  'MK3!n10!c2!n MN4!n12!n MR5!n5!n11!n2!n MT4!a5!n18!c MU4!a2!n2!n12!n3!n3!a NI4!a20!n NL4!a10!n ' +
  'NO4!n6!n1!n OM3!n16!c PK4!a16!c PL8!n16!n PS4!a21!c PT4!n4!n11!n2!n QA4!a21!c RO4!a16!c RS3!n13!n2!n ' +
  'RU9!n5!n15!c SA2!n18!c SC4!a2!n2!n16!n3!a SD2!n12!n SE3!n16!n1!n SI5!n8!n2!n SK4!n6!n10!n ' +
  'SM1!a5!n5!n12!c SO4!n3!n12!n ST4!n4!n11!n2!n SV4!a20!n TL3!n14!n2!n TN2!n3!n13!n2!n TR5!n1!n16!c ' +
  'UA6!n19!c VA3!n15!n VG4!a16!n XK4!n10!n2!n YE4!a4!n18!c';

const GROUP = /(\d+)!([nac])/g;

function parseRegistry(packed: string): Readonly<Record<string, IbanFormat>> {
  const table: Record<string, IbanFormat> = {};
  for (const entry of packed.split(' ')) {
    const bban = entry.slice(2);
    let length = 4;
    for (const [, count] of bban.matchAll(GROUP)) length += Number(count);
    table[entry.slice(0, 2)] = Object.freeze({ length, bban });
  }
  return Object.freeze(table);
}

/** The IBAN registry: country alpha-2 code → total length and BBAN structure. */
export const IBAN_FORMATS: Readonly<Record<string, IbanFormat>> = /*#__PURE__*/ parseRegistry(REGISTRY);

const CLASS: Record<string, string> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };
// Compiled on first use: most pages only ever see one or two countries.
const bbanPatterns = new Map<string, RegExp>();

function bbanPattern(country: string, structure: string): RegExp {
  let pattern = bbanPatterns.get(country);
  if (!pattern) {
    const body = structure.replace(GROUP, (_group, count: string, kind: string) => `${CLASS[kind]}{${count}}`);
    pattern = new RegExp(`^${body}$`);
    bbanPatterns.set(country, pattern);
  }
  return pattern;
}

/**
 * ISO 7064 MOD 97-10 over the IBAN with its first four characters moved to the end, letters counting as
 * two digits (A = 10 … Z = 35). The number is far beyond 2^53, so the remainder is carried along digit by digit
 * instead of building it: (r · 10^k + chunk) mod 97 only needs r and the chunk.
 */
export function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    remainder = code <= 57 ? (remainder * 10 + (code - 48)) % 97 : (remainder * 100 + (code - 55)) % 97;
  }
  return remainder;
}

/**
 * Why `text` is not a valid IBAN, or null when it is. Checked in this order, on the normalised text:
 * - `format`: not two letters, two digits, then letters and digits;
 * - `country`: the country does not use IBANs (not in the registry);
 * - `length`: wrong length for that country;
 * - `bban`: the account part does not follow the country's structure (e.g. letters where digits belong);
 * - `checksum`: the check digits do not match (a typo or swapped characters).
 */
export function ibanProblem(text: string): IbanProblem | null {
  const iban = normalizeIban(text);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const country = iban.slice(0, 2);
  const format = ownValue(IBAN_FORMATS, country);
  if (!format) return 'country';
  if (iban.length !== format.length) return 'length';
  if (!bbanPattern(country, format.bban).test(iban.slice(4))) return 'bban';
  // Check digits are always 02–98. 00, 01 and 99 can still give a remainder of 1 (00 ≡ 97, 01 ≡ 98 mod 97),
  // but no correct computation produces them.
  const checkDigits = Number(iban.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98 || mod97(iban) !== 1) return 'checksum';
  return null;
}

export function isValidIban(text: string): boolean {
  return ibanProblem(text) === null;
}
