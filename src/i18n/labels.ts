/** Readable labels for enumeration values, from the catalog or humanised. */
import { ownValue } from '../api/own.js';
import type { Catalog } from './catalog.js';

export function humanize(value: string): string {
  const words = value.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a value; "not given" when the answer left it out. */
export function enumLabel(messages: Catalog, value: string | undefined): string {
  if (value === undefined) return messages.common.notGiven;
  // A value from the service is read as an own key only: `constructor` is a value like any other.
  return ownValue<string>(messages.enums, value) ?? humanize(value);
}
