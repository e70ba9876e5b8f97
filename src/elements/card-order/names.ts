/**
 * The names printed on a card: how long they may be and which characters they may hold, both read
 * from the one pattern of each in src/api/limits.ts, and what to say about a name that breaks them.
 */
import * as z from 'zod/mini';
import { LIMITS } from '../../api/limits.js';
import { format } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import type { cardOrder } from '../../i18n/en/card-order.js';

type Texts = { readonly [K in keyof typeof cardOrder]: string };

/** The two printed names and their patterns. */
export const NAME_PATTERNS = { nameOnCard: LIMITS.nameOnCard, cardholderNameOnCard: LIMITS.cardholderNameOnCard } as const;
export type PrintedName = keyof typeof NAME_PATTERNS;

/** The most characters a pattern such as `^[A-Z ]{1,21}$` allows. */
export function maxChars(pattern: RegExp): number {
  const bound = /\{\d+,(\d+)\}\$?$/.exec(pattern.source);
  if (!bound) throw new Error(`No length bound in ${pattern.source}`);
  return Number(bound[1]);
}

/** The characters a pattern allows, as a one-character pattern (`[A-Z ]`). */
const charClass = (pattern: RegExp) => new RegExp(/\[[^\]]+\]/.exec(pattern.source)![0]);

/**
 * A person's or a company's name as a card prints it: accents dropped, capitals, only the allowed
 * characters, spaces collapsed ("Chloé O'Neill" → "CHLOE ONEILL"). Its length is left as it is.
 */
export function embossed(name: string, which: PrintedName): string {
  const allowed = charClass(NAME_PATTERNS[which]);
  return [...name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase()]
    .filter((character) => allowed.test(character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What is wrong with a printed name, in words; undefined when it is fine. */
export function nameProblem(value: string, which: PrintedName, texts: Texts, locale: string): string | undefined {
  const pattern = NAME_PATTERNS[which];
  if (pattern.test(value)) return undefined;
  const allowed = charClass(pattern);
  const wrong = [...new Set([...value].filter((character) => !allowed.test(character)))];
  const maximum = formatNumber(maxChars(pattern), locale);
  if (wrong.length > 0) {
    const characters = wrong.map((character) => (/\s/.test(character) ? texts.space : character)).join(' ');
    return format(which === 'nameOnCard' ? texts.lettersOnly : texts.lettersDigitsOnly, { characters });
  }
  return format(texts.tooLong, { maximum, count: formatNumber([...value].length, locale) });
}

/** A printed name's schema: the pattern decides; the message says what to change. */
export const printedName = (which: PrintedName, texts: Texts, locale: string) =>
  z.string().check(
    z.check<string>((ctx) => {
      const problem = nameProblem(ctx.value, which, texts, locale);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    }),
  );
