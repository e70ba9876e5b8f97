/**
 * The locale's collator, made once: making one costs more than sorting a short list with it. Its
 * own module, so that a sort (the card order's accounts) does not bring the country and currency
 * lists of the form's choices with it.
 */
const collators = new Map<string, Intl.Collator>();

/** The locale's collator (a malformed locale tag gets English). */
export function collator(locale: string): Intl.Collator {
  let made = collators.get(locale);
  if (!made) {
    try {
      made = new Intl.Collator(locale);
    } catch {
      made = new Intl.Collator('en');
    }
    collators.set(locale, made);
  }
  return made;
}
