/**
 * The locale's collator, made once: making one costs more than sorting a short list with it. Its
 * own module, so that a sort (the card order's accounts) does not bring the country and currency
 * lists of the form's choices with it.
 */
import { localeCached } from './locale-cache.js';

const collators = new Map<string, Intl.Collator>();

/** The locale's collator (a malformed locale tag gets English). */
export const collator = (locale: string): Intl.Collator => localeCached(collators, locale, locale, (tag) => new Intl.Collator(tag));

/** Sorts labelled choices by their label, as read in `locale`. */
export const byLabel = (locale: string) => {
  const compare = collator(locale).compare;
  return (a: { label: string }, b: { label: string }) => compare(a.label, b.label);
};
