/** A typed client: one method per operation of the table, each a thin call into an adapter. */
import { operations, operationNames, type OperationInput, type OperationName, type OperationResult } from '../api/operations.js';
import type { FetchAdapter, RequestOptions } from './adapter.js';

/** Operations whose input has nothing required may be called without one. */
export type Args<N extends OperationName> = object extends OperationInput<N>
  ? [input?: OperationInput<N>, options?: RequestOptions]
  : [input: OperationInput<N>, options?: RequestOptions];

export type ServiceClient = {
  readonly [N in OperationName]: (...args: Args<N>) => Promise<OperationResult<N>>;
};

export function createClient(adapter: FetchAdapter): ServiceClient {
  const client: Partial<Record<OperationName, unknown>> = {};
  for (const name of operationNames) {
    // The name, as every adapter takes it, and the definition the client holds already, so the adapter need not load it.
    client[name] = (input?: OperationInput<typeof name>, options?: RequestOptions<typeof name>) =>
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Args<N> lets the input be left out only when nothing in it is required, so `{}` is then a whole input; the compiler cannot see that through the conditional type
      adapter.request(name, (input ?? {}) as OperationInput<typeof name>, { ...options, definition: operations[name] });
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a mapped type cannot be built by a loop: the loop above sets one method for each name of the table
  return client as ServiceClient;
}
