/**
 * The names printed on a card (`nameOnCard`, `cardholderNameOnCard`): their length and characters
 * are read from their one pattern each in ../limits.ts, and a person's or company's name is turned
 * into what a card can print.
 */
import { LIMITS } from '../limits.js';

export const CARD_NAME_PATTERNS = { nameOnCard: LIMITS.nameOnCard, cardholderNameOnCard: LIMITS.cardholderNameOnCard } as const;
export type CardName = keyof typeof CARD_NAME_PATTERNS;

/** The most characters a pattern such as `^[A-Z ]{1,21}$` allows. */
export function maxChars(pattern: RegExp): number {
  const bound = /\{\d+,(\d+)\}\$?$/.exec(pattern.source);
  if (!bound) throw new Error(`No length bound in ${pattern.source}`);
  return Number(bound[1]);
}

/** The characters a pattern allows, as a one-character pattern (`[A-Z ]`). */
export const cardNameCharacter = (which: CardName): RegExp => new RegExp(/\[[^\]]+\]/.exec(CARD_NAME_PATTERNS[which].source)?.[0] ?? '[]');

/**
 * A name as a card prints it: accents dropped, capitals, only the allowed characters, spaces
 * collapsed ("Chloé O'Neill" → "CHLOE ONEILL"). Its length is left as it is.
 */
export function embossed(name: string, which: CardName): string {
  const allowed = cardNameCharacter(which);
  return [...name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase()]
    .filter((character) => allowed.test(character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
