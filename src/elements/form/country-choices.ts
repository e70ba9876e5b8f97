/**
 * The countries' choice alone: every ISO 3166-1 country by its name in a locale, without the ISO 4217
 * list that the currencies' choice needs (`choices.ts`, which re-exports this), so that a form that
 * chooses no currency (the corporate related form) does not carry that list at first paint.
 */
import { countryCodes, countryName } from '../../api/formats/index.js';
import { byLabel } from '../../i18n/collator.js';
import type { Choice } from './fields.js';

const cache = new Map<string, readonly Choice[]>();

/** The choices `key` names, made once (frozen) and kept: a list of hundreds is sorted once per locale. */
export function memoChoices(key: string, make: () => Choice[]): readonly Choice[] {
  let choices = cache.get(key);
  if (!choices) {
    choices = Object.freeze(make());
    cache.set(key, choices);
  }
  return choices;
}

/** Every ISO 3166-1 country, by its name in `locale`. */
export const countryChoices = (locale: string) =>
  memoChoices(`country|${locale}`, () => countryCodes().map((code) => ({ value: code, label: countryName(code, locale) })).sort(byLabel(locale)));
