/** A typed client: one method per operation of the table, each a thin call into an adapter. */
import { operations, operationNames, type OperationInput, type OperationName, type OperationResult } from '../api/operations.js';
import type { FetchAdapter, RequestOptions } from './adapter.js';

/** Operations whose input has nothing required may be called without one. */
type Args<N extends OperationName> = object extends OperationInput<N>
  ? [input?: OperationInput<N>, options?: RequestOptions]
  : [input: OperationInput<N>, options?: RequestOptions];

export type ServiceClient = {
  readonly [N in OperationName]: (...args: Args<N>) => Promise<OperationResult<N>>;
};

export function createClient(adapter: FetchAdapter): ServiceClient {
  const client: Partial<Record<OperationName, unknown>> = {};
  for (const name of operationNames) {
    // The definition, not the name: the client holds the table already, the adapter need not load it.
    client[name] = (input?: OperationInput<typeof name>, options?: RequestOptions) =>
      adapter.request(operations[name], (input ?? {}) as OperationInput<typeof name>, options);
  }
  return client as ServiceClient;
}
