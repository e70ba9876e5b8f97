/**
 * The one place an answer becomes an operation's result: read tolerantly with the operation's
 * response schema (api/tolerant-read.ts), each tolerated deviation said once in the console with the
 * operation and the path, and an answer missing what an element needs to act refused as
 * `UNEXPECTED_RESPONSE`.
 */
import type { OperationDef } from '../api/operations/define.js';
import type { Deviation } from '../api/tolerant.js';
import { readTolerantly } from '../api/tolerant-read.js';
import { serviceError } from '../i18n/service-errors.js';
import type { Answer } from './attempt.js';

/** What was already said, by operation, kind and path (list items under one path: `content.*.firstName`). */
const said = new Set<string>();

const WHAT: Record<Deviation['kind'], string> = {
  missing: 'is missing; shown as not given',
  'unknown-value': 'has a value the kit does not know; shown as its code',
  'extra-field': 'is not a field the kit knows; ignored',
  'extra-field-shown': 'is not a field the kit knows; shown as given, not checked',
};

function warnOnce(operation: string, deviation: Deviation): void {
  const path = deviation.path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
  const key = `${operation} ${deviation.kind} ${path}`;
  if (said.has(key)) return;
  said.add(key);
  const value = deviation.value === undefined ? '' : ` (${JSON.stringify(deviation.value.slice(0, 100))})`;
  console.warn(`svc-elements: the answer to ${operation}: ${path}${value} ${WHAT[deviation.kind]}.`);
}

/**
 * A final success answer as the operation's result: nothing, the file, or the body read with the
 * response schema. The one place a read value takes the result type of the operation asked for.
 */
export function resultOf<T>(def: OperationDef, answer: Answer): T {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the definition is held untyped (OperationDef) once looked up; readResult reads the answer with that same definition's schema, whose output is the result type
  return readResult(def, answer) as T;
}

function readResult(def: OperationDef, answer: Answer): unknown {
  if (def.response === 'none') return undefined;
  if (def.response === 'file') return answer.body;
  let read: ReturnType<typeof readTolerantly>;
  try {
    read = readTolerantly(def.response, answer.body);
  } catch (cause) {
    // A body the checks cannot even walk (absurdly deep, say) is of the wrong shape too.
    throw serviceError({ kind: 'shape', code: 'UNEXPECTED_RESPONSE', status: answer.response.status, operation: def.name, cause });
  }
  if (!read.success) {
    throw serviceError({ kind: 'shape', code: 'UNEXPECTED_RESPONSE', status: answer.response.status, operation: def.name, cause: read.error });
  }
  for (const deviation of read.deviations) warnOnce(def.name, deviation);
  return read.data;
}
