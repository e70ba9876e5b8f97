/**
 * The contract of `FetchAdapter.request`, held against what an adapter resolves with. A partner's
 * own adapter that answers with the wrong kind of value (a `Response` not read, JSON still as
 * text, nothing at all) would otherwise fail as "The request failed" with no hint; it is said
 * loudly in the console instead, naming the contract, and ends the request as a shape error.
 */
import type { OperationDef } from '../api/operations/define.js';
import { serviceError } from '../i18n/service-errors.js';

const isResponse = (value: unknown) => typeof Response !== 'undefined' && value instanceof Response;

/** What a value is, in a console message's words. */
const kindOf = (value: unknown): string =>
  isResponse(value) ? 'an unread Response' : value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;

/**
 * Says in the console that `where`'s `property` takes `takes` and that `value`, of another kind, is
 * ignored (a JSON string or a list from a framework binding gone wrong). One wording for every such
 * property: the adapter's, a form's value.
 */
export function ignoreWrong(where: string, property: string, takes: string, value: unknown): false {
  console.error(`${where}: ${property} takes ${takes}, not ${kindOf(value)}; it is ignored.`);
  return false;
}

/** Why an answer cannot be `def`'s result, or undefined when it is of the right kind. */
function wrongKind(def: OperationDef | undefined, value: unknown): string | undefined {
  const kind = kindOf(value);
  const response = def?.response;
  if (response === 'none') return undefined;
  if (response === 'file') return value instanceof Blob ? undefined : kind;
  // Without a definition the expected kind is not known; only what can never be a result is refused.
  if (!def) return typeof value === 'string' || isResponse(value) ? kind : undefined;
  return kind === 'object' && !(value instanceof Blob) ? undefined : kind;
}

/**
 * Throws a `shape` ServiceError, after a console error naming the contract, when an adapter's
 * answer for the operation `name` cannot be its result.
 */
export function checkAdapterAnswer(name: string, def: OperationDef | undefined, value: unknown): void {
  const wrong = wrongKind(def, value);
  if (wrong === undefined) return;
  console.error(
    `svc-elements: the adapter answered "${name}" with ${wrong}. FetchAdapter.request(operation, input, options) gets the operation's name first and resolves with its result: the parsed JSON object, a Blob for a file, nothing for No Content.`,
  );
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
