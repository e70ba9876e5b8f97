/**
 * Labels of enumeration values: the catalog's words for the values the kit knows. A value the kit
 * has never seen shows as sent, its code (`SOME_VALUE`): made-up words ("Some value") would read as
 * if the kit knew what it means, and the code is what the partner's support will look up.
 */
import { ownString } from '../api/own.js';
import type { Catalog } from './catalog.js';

/** The label of `value` in one of the catalog's tables, else the value as sent. */
export const labelIn = (labels: object, value: string): string => ownString(labels, value) ?? value;

/**
 * The label of a value in the shared table (`enums`); "not given" when the answer left it out. Only
 * for an element that carries the part `enums` (in its `ownMessages`).
 */
export function enumLabel(messages: Catalog, value: string | undefined): string {
  // A value from the service is read as an own key only: `constructor` is a value like any other.
  return value === undefined ? messages.common.notGiven : labelIn(messages.enums, value);
}
