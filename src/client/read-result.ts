/**
 * The one place an answer becomes an operation's result: read tolerantly with the operation's
 * response schema (api/tolerant-read.ts), each tolerated deviation said once in the console with the
 * operation and the path (`deviation-notes.ts`, fetched with the first answer that has one, so said a
 * moment after the result is handed over), and an answer missing what an element needs to act
 * refused as `UNEXPECTED_RESPONSE`.
 */
import type { OperationDef } from '../api/operations/define.js';
import { readTolerantly } from '../api/tolerant-read.js';
import { serviceError } from '../i18n/service-errors.js';
import type { Answer } from './attempt.js';

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
  const { deviations } = read;
  // Notes for the console only: should their module not arrive, the result stands without them.
  if (deviations.length > 0) import('./deviation-notes.js').then(({ sayDeviations }) => sayDeviations(def.name, deviations), () => undefined);
  return read.data;
}
