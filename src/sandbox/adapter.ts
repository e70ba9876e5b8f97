/** The real fetch adapter wired to a sandbox: what stories, demos and tests use. */
import { createFetchAdapter, type FetchAdapter, type FetchAdapterOptions } from '../client/adapter.js';
import type { ScaOptions } from '../client/sca.js';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.js';

export interface SandboxAdapterOptions extends SandboxOptions {
  sca?: ScaOptions;
  /** E.g. `endUserHeaders(SEED.consumers.alice)` to act as that end-user. */
  headers?: FetchAdapterOptions['headers'];
  timeoutMs?: number;
}

export function createSandboxAdapter(options: SandboxAdapterOptions = {}): { adapter: FetchAdapter; sandbox: Sandbox } {
  const { sca, headers, timeoutMs, ...sandboxOptions } = options;
  const sandbox = createSandbox(sandboxOptions);
  const adapter = createFetchAdapter({ baseUrl: sandbox.baseUrl, fetch: sandbox.fetch, sandbox: true, sca, headers, timeoutMs });
  return { adapter, sandbox };
}
