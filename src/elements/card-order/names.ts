/** What to say about a name printed on a card that breaks its pattern (src/api/formats/card-name.ts). */
import * as z from 'zod/mini';
import { CARD_NAME_PATTERNS, cardNameCharacter, maxChars, type CardName } from '../../api/formats/card-name.js';
import { format } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import type { cardOrder } from './texts/en.js';

type Texts = { readonly [K in keyof typeof cardOrder]: string };

type PrintedName = CardName;

/** What is wrong with a printed name, in words; undefined when it is fine. */
function nameProblem(value: string, which: PrintedName, texts: Texts, locale: string): string | undefined {
  const pattern = CARD_NAME_PATTERNS[which];
  if (pattern.test(value)) return undefined;
  const allowed = cardNameCharacter(which);
  const wrong = [...new Set([...value].filter((character) => !allowed.test(character)))];
  const maximum = formatNumber(maxChars(pattern), locale);
  // Small letters (set by a partner, or pasted) need capitals, not removing: only the rest is listed.
  const toRemove = wrong.filter((character) => !allowed.test(character.toUpperCase()));
  if (wrong.length > 0 && toRemove.length === 0) return texts.capitalsOnly;
  if (wrong.length > 0) {
    const characters = toRemove.map((character) => (/\s/.test(character) ? texts.space : character)).join(' ');
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
