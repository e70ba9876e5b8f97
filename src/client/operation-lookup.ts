/**
 * An operation looked up by its name in the whole table: for callers that pass a name (partner
 * code, tests). Fetched with the table, on the first such request, so that a page whose elements
 * pass definitions loads neither.
 */
import { operations, type OperationDefinition, type OperationName } from '../api/operations.js';
import type { OperationDef } from '../api/operations/define.js';
import { ownValue } from '../api/own.js';
import { serviceError } from '../i18n/service-errors.js';

/** Whether a definition from the table is the one named `name` (the table keys each by its name). */
function isDefinitionOf<N extends OperationName>(def: OperationDef, name: N): def is OperationDefinition<N> {
  return def.name === name;
}

/** The definition named `name`; refused (`UNKNOWN_OPERATION`) when the table has none. */
export function lookUpOperation<N extends OperationName>(name: N): OperationDefinition<N> {
  const def = ownValue(operations, name);
  if (!def || !isDefinitionOf(def, name)) throw serviceError({ kind: 'config', code: 'UNKNOWN_OPERATION', operation: name, message: `No operation is named "${name}".` });
  return def;
}
