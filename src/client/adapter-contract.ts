/**
 * The contract of `FetchAdapter.request`, held against what an adapter resolves with. A partner's
 * own adapter that answers with the wrong kind of value (a `Response` not read, JSON still as
 * text, nothing at all) would otherwise fail as "The request failed" with no hint; it is said
 * loudly in the console instead, naming the contract (words fetched with the first such mistake,
 * `contract-notes.ts`), and ends the request as a shape error.
 */
import type { OperationDef } from '../api/operations/define.js';
import { serviceError } from '../i18n/service-errors.js';

const isResponse = (value: unknown) => typeof Response !== 'undefined' && value instanceof Response;

/** Says a partner's mistake in the console, with words fetched with the first (`contract-notes.ts`); should they not arrive, nothing is said. */
export function note(say: (notes: typeof import('./contract-notes.js')) => void): void {
  import('./contract-notes.js').then(say, () => undefined);
}

/**
 * Says in the console that `where`'s `property` takes `takes` and that `value`, of another kind, is
 * ignored (a JSON string or a list from a framework binding gone wrong). One wording for every such
 * property: the adapter's, a form's value. Said a moment later: its words come on demand.
 */
export function ignoreWrong(where: string, property: string, takes: string, value: unknown): false {
  note((notes) => notes.sayIgnored(where, property, takes, value));
  return false;
}

/** Whether an answer cannot be `def`'s result. */
function wrongKind(def: OperationDef | undefined, value: unknown): boolean {
  const response = def?.response;
  if (response === 'none') return false;
  if (response === 'file') return !(value instanceof Blob);
  // Without a definition the expected kind is not known; only what can never be a result is refused.
  if (!def) return typeof value === 'string' || isResponse(value);
  return typeof value !== 'object' || value === null || Array.isArray(value) || isResponse(value) || value instanceof Blob;
}

/**
 * Throws a `shape` ServiceError, with a console error naming the contract (a moment later), when an
 * adapter's answer for the operation `name` cannot be its result.
 */
export function checkAdapterAnswer(name: string, def: OperationDef | undefined, value: unknown): void {
  if (!wrongKind(def, value)) return;
  note((notes) => notes.sayWrongAnswer(name, value));
  throw serviceError({ kind: 'shape', code: 'UNEXPECTED_RESPONSE', operation: name });
}

/**
 * Whether a partner's `adapter` property holds an adapter (or nothing). When it does not (a JSON
 * string, a number: a framework binding gone wrong), a console error says what the property takes,
 * and the element goes on as if it had none.
 */
export function acceptAdapter(where: string, value: unknown): boolean {
  return value == null || ((typeof value === 'object' || typeof value === 'function') && 'request' in value && typeof value.request === 'function') ||
    ignoreWrong(where, 'adapter', 'a FetchAdapter (createFetchAdapter(), or an object with request(operation, input, options))', value);
}
