/**
 * Operation references: callers pass an operation's definition (elements do, so that each carries
 * only its own schemas) or its name (partner code, tests). A name is looked up in the whole table,
 * loaded on first use only with its lookup (`operation-lookup.ts`), so a page whose elements pass
 * definitions never loads it.
 */
import type { OperationDefinition, OperationName, OperationRef } from '../api/operations.js';

/** The name of the operation a reference points to. */
export function operationName<N extends OperationName>(operation: OperationRef<N>): N {
  return typeof operation === 'string' ? operation : operation.name;
}

/** The definition a reference points to; a name loads the table (with its lookup, `operation-lookup.ts`). */
export async function resolveOperation<N extends OperationName>(operation: OperationRef<N>): Promise<OperationDefinition<N>> {
  if (typeof operation !== 'string') return operation;
  const { lookUpOperation } = await import('./operation-lookup.js');
  return lookUpOperation(operation);
}

/**
 * What to resolve for a request: the definition given in the options when it is the named
 * operation's, else the reference itself. A definition that names another operation is ignored:
 * the name decides what is sent.
 */
export function definitionFor<N extends OperationName>(operation: OperationRef<N>, definition?: OperationDefinition<N>): OperationRef<N> {
  if (typeof operation !== 'string') return operation;
  return definition && definition.name === operation ? definition : operation;
}
