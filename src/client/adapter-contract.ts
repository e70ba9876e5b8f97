/**
 * The contract of `FetchAdapter.request`, held against what an adapter resolves with. A partner's
 * own adapter that answers with the wrong kind of value (a `Response` not read, JSON still as
 * text, nothing at all) would otherwise fail as "The request failed" with no hint; it is said
 * loudly in the console instead, naming the contract, and ends the request as a shape error.
 */
import type { OperationDef } from '../api/operations/define.js';
import { serviceError } from '../i18n/service-errors.js';

/** The contract as a partner reads it in the console. */
const ADAPTER_CONTRACT =
  'FetchAdapter.request(operation, input, options) receives the operation\'s name first and must resolve with its result: ' +
  'the parsed JSON object, a Blob for a file download, nothing for No Content';

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  if (typeof Response !== 'undefined' && value instanceof Response) return 'a Response (read its body first)';
  if (Array.isArray(value)) return 'an array';
  return value.constructor?.name ? `a ${value.constructor.name}` : 'an object';
}

/** What is wrong with an answer for `def`, or undefined when it is of the right kind. */
function wrongKind(def: OperationDef | undefined, value: unknown): string | undefined {
  const response = def?.response;
  if (response === 'none') return undefined;
  if (response === 'file') return value instanceof Blob ? undefined : describe(value);
  const isRecord = typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob) && !(typeof Response !== 'undefined' && value instanceof Response);
  // Without a definition the expected kind is not known; only what can never be a result is refused.
  if (!def) return typeof value === 'string' || (typeof Response !== 'undefined' && value instanceof Response) ? describe(value) : undefined;
  return isRecord ? undefined : describe(value);
}

/**
 * Throws a `shape` ServiceError, after a console error naming the contract, when an adapter's
 * answer for the operation `name` cannot be its result.
 */
export function checkAdapterAnswer(name: string, def: OperationDef | undefined, value: unknown): void {
  const wrong = wrongKind(def, value);
  if (wrong === undefined) return;
  console.error(`svc-elements: the adapter answered "${name}" with ${wrong}. ${ADAPTER_CONTRACT}.`);
  throw serviceError({ kind: 'shape', code: 'UNEXPECTED_RESPONSE', operation: name });
}
