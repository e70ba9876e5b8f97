/**
 * A UK sort code as the beneficiary form shows it: while typed (a UK account's fields, `later.ts`) and
 * read-only (the edit mode's summary, `edit-mode.ts`); both on demand, so apart from the form's first
 * paint. Public display helpers too (`src/public.ts`).
 */
import { shownText } from './banking-details.js';

/** A sort code of digits in pairs (`60 16 13`); anything else as typed, so the mistake stays visible. */
export function shownSortCode(value: unknown): string {
  const text = shownText(value);
  return /^[0-9]+$/.test(text) ? (text.match(/.{1,2}/g) ?? []).join(' ') : text;
}

/** A sort code as UK statements print it, for read-only display: `60-16-13`. */
export function printedSortCode(value: string): string {
  return /^[0-9]{6}$/.test(value) ? `${value.slice(0, 2)}-${value.slice(2, 4)}-${value.slice(4)}` : value;
}
