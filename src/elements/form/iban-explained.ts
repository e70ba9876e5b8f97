/**
 * What exactly is wrong with an IBAN, in words: the operation's own rule (`iban()`), each refusal
 * said as the mistake it is, since an IBAN of the wrong length for its country is not the same
 * mistake as a mistyped character. Apart from the field (`iban.ts`) because it is said only once a
 * person has typed an IBAN: the beneficiary form fetches it with its later fields, and until it is
 * here the same rule refuses with the shared words (`common.validation.iban`). Its words are the
 * shared catalog part `iban`; a form that uses it lists that part in its `ownMessages` (the mandate
 * view with their English; the beneficiary form without, its later fields bringing them through
 * `laterWords`).
 */
import * as z from 'zod/mini';
import { IBAN_FORMATS, ibanProblem, normalizeIban } from '../../api/formats/index.js';
import { iban } from '../../api/schemas/bank-identifiers.js';
import { format, type Catalog } from '../../i18n/catalog.js';

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name from its ISO alpha-2 code, in `locale`; the code itself when there is none. */
function regionName(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** What exactly is wrong with an IBAN, in words, or undefined when nothing is. */
function ibanMessage(text: string, messages: Pick<Catalog, 'iban'>, locale: string): string | undefined {
  const texts = messages.iban;
  const value = normalizeIban(text);
  const problem = ibanProblem(value);
  if (problem === null) return undefined;
  const code = value.slice(0, 2);
  const country = regionName(code, locale);
  switch (problem) {
    case 'country':
      return format(texts.country, { country });
    case 'length':
      return format(texts.length, { country, expected: IBAN_FORMATS[code].length, actual: value.length });
    case 'bban':
      return format(texts.structure, { country });
    case 'checksum':
      return texts.checksum;
    default:
      return texts.format;
  }
}

/**
 * `schema` (one field of the operation's own schema, so the rule lives in one place) with a
 * message of the form's: its refusal becomes one issue carrying `explain(text)`. The form layer
 * shows the message of a rule-less custom issue as it is.
 */
function explained<T>(schema: z.ZodMiniType<T>, explain: (text: string) => string) {
  return z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const result = schema.safeParse(text);
      if (result.success) return result.data;
      ctx.issues.push({ code: 'custom', message: explain(text), input: text });
      return z.NEVER;
    }),
  );
}

/** The operation's IBAN rule, each refusal said in words. */
export const explainedIban = (messages: Pick<Catalog, 'iban'>, locale: string) =>
  explained(iban(), (text) => ibanMessage(text, messages, locale) ?? messages.iban.format);
