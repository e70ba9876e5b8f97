/** The real fetch adapter wired to a sandbox: what stories, demos and tests use. */
import type { FetchAdapter, FetchAdapterOptions } from '../client/adapter.js';
import { buildFetchAdapter } from '../client/fetch-adapter.js';
import { SANDBOX_MIN_POLL_INTERVAL_MS, checkOptionNumbers } from '../client/option-checks.js';
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
  checkOptionNumbers({ sca }, SANDBOX_MIN_POLL_INTERVAL_MS);
  const sandbox = createSandbox(sandboxOptions);
  // Sandbox mode (BY_PASS allowed) only ever talks to the in-memory sandbox's own fetch.
  const adapter = buildFetchAdapter({ baseUrl: sandbox.baseUrl, fetch: sandbox.fetch, sca, headers, timeoutMs }, { sandbox: true });
  return { adapter, sandbox };
}
