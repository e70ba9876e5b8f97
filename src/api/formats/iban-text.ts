/**
 * IBANs as people type and read them, apart from the registry of country formats that validation
 * needs: a page that only shows IBANs does not download it.
 */

// White space of any kind (\s covers no-break and narrow no-break spaces) and the dashes people paste from
// documents: hyphen-minus, U+2010–U+2015 (hyphen ... horizontal bar) and U+2212 (minus sign).
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]+/g;

/** Removes spaces and dashes, upper-cases: `'fr76 3000-6000…'` → `'FR7630006000…'`. */
export function normalizeIban(text: string): string {
  return text.replace(SEPARATORS, '').toUpperCase();
}

/** The normalised IBAN in groups of four for display: `'FR76 3000 6000 0112 3456 7890 189'`. */
export function formatIban(text: string): string {
  return normalizeIban(text).match(/.{1,4}/g)?.join(' ') ?? '';
}
