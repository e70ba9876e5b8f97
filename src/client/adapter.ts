/**
 * The fetch adapter: how elements reach the partner's backend. The default implementation turns
 * an operation into one HTTP request (or a few, while an SCA is pending), and every answer into a
 * typed result or a `ServiceError`.
 *
 * There is deliberately no option for the partner's secret key: it stays on the partner's server.
 * End-user credentials come from the async `headers()` hook.
 */
import type { OperationInput, OperationName, OperationRef, OperationResult } from '../api/operations.js';
import type { ServiceFieldTextOptIn } from '../api/errors.js';
import { buildFetchAdapter } from './fetch-adapter.js';
import type { Route } from './prepare.js';
import type { ScaOptions, ScaUpdate } from './sca.js';

export interface RequestOptions {
  /** Cancels the request, and any SCA wait, when aborted. */
  signal?: AbortSignal;
  /** Called on every SCA state change of this request. */
  onSca?: (update: ScaUpdate) => void;
  /** Overrides the adapter's timeout for each attempt of this request. */
  timeoutMs?: number;
}

/** What elements call. Partners may implement it themselves (e.g. over their own SDK). */
export interface FetchAdapter {
  /**
   * Runs an operation. `operation` is its definition (`getCardPin`, as elements pass it) or its
   * name (`'getCardPin'`); `operationName()` gives the name of either.
   */
  request<N extends OperationName>(operation: OperationRef<N>, input: OperationInput<N>, options?: RequestOptions): Promise<OperationResult<N>>;
  /**
   * True for the sandbox's adapter (`createSandboxAdapter`, `<svc-provider sandbox>`), the only one
   * that sends BY_PASS. An adapter from `createFetchAdapter` is never in sandbox mode.
   */
  readonly sandbox: boolean;
}

export interface FetchAdapterOptions {
  /**
   * The partner backend's base URL, e.g. `https://partner.example/banking` or `/banking`. Checked
   * when the adapter is created: https (http only on localhost, 127.0.0.1, [::1]), no query,
   * fragment or credentials; a relative base is judged by the page's own URL.
   */
  baseUrl: string;
  /** The fetch to use; default the global one. The sandbox passes its own here. */
  fetch?: typeof fetch;
  /** End-user credentials (and any other header), awaited before each attempt. */
  headers?: () => HeadersInit | Promise<HeadersInit>;
  /** Time limit of one attempt. Default 30 s. */
  timeoutMs?: number;
  /** The largest JSON (or error) body read; a larger success is a `RESPONSE_TOO_LARGE` error. Default 2 MiB. */
  maxResponseBytes?: number;
  /** Overrides of the default route table, per operation name. */
  routes?: Partial<Record<OperationName, Partial<Route>>>;
  /** Cookies to the partner backend. Default `same-origin`. */
  credentials?: RequestCredentials;
  sca?: ScaOptions;
  /**
   * Show what the backend said about a field, as it said it, for these error codes (`true`: every
   * code). Off by default: a field then shows the catalog's text for its code, since a backend's
   * words may name its hosts, tables or keys. The backend's message is always in `error.serviceMessage`.
   */
  showServiceFieldText?: ServiceFieldTextOptIn;
}

/**
 * The adapter to a partner backend. Throws a `config` ServiceError at once for a base URL or an
 * option that cannot work (see `baseUrl`, `sca.pollIntervalMs`). BY_PASS is always refused: only
 * the sandbox's own adapter sends it. Redirects are never followed (`REDIRECT_REFUSED`), and a
 * downloaded file keeps its type only when it is a PDF or an image.
 */
export function createFetchAdapter(options: FetchAdapterOptions): FetchAdapter {
  return buildFetchAdapter(options, { sandbox: false });
}

