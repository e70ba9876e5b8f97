/**
 * The console's notes on an answer the kit read tolerantly (`read-result.ts`): each deviation from
 * the contract said once, with the operation and the path. Fetched with the first answer that has
 * one, not with every page's provider: an answer as the contract has it says nothing.
 */
import type { Deviation } from '../api/tolerant.js';

/** What was already said, by operation, kind and path (list items under one path: `content.*.firstName`). */
const said = new Set<string>();

const WHAT: Record<Deviation['kind'], string> = {
  missing: 'is missing; shown as not given',
  'unknown-value': 'has a value the kit does not know; shown as its code',
  'extra-field': 'is not a field the kit knows; ignored',
  'extra-field-shown': 'is not a field the kit knows; shown as given, not checked',
};

/** Says each of `deviations` of `operation`'s answer in the console, once a page. */
export function sayDeviations(operation: string, deviations: Deviation[]): void {
  for (const deviation of deviations) {
    const path = deviation.path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
    const key = `${operation} ${deviation.kind} ${path}`;
    if (said.has(key)) continue;
    said.add(key);
    const value = deviation.value === undefined ? '' : ` (${JSON.stringify(deviation.value.slice(0, 100))})`;
    console.warn(`svc-elements: the answer to ${operation}: ${path}${value} ${WHAT[deviation.kind]}.`);
  }
}
