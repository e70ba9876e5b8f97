/**
 * The fetch adapter: how elements reach the partner's backend. The default implementation turns
 * an operation into one HTTP request (or a few, while an SCA is pending), and every answer into a
 * typed result or a `ServiceError`.
 *
 * There is deliberately no option for the partner's secret key: it stays on the partner's server.
 * End-user credentials come from the async `headers()` hook.
 */
import type { OperationDefinition, OperationInput, OperationName, OperationResult } from '../api/operations.js';
import type { ServiceFieldTextOptIn } from '../api/errors.js';
import { buildFetchAdapter } from './fetch-adapter.js';
import { MIN_POLL_INTERVAL_MS, checkOptionNumbers } from './option-checks.js';
import { checkBaseUrl } from './options.js';
import { checkRoutes } from './route-check.js';
import type { Route } from './prepare.js';
import type { ScaOptions, ScaUpdate } from './sca.js';

export interface RequestOptions<N extends OperationName = OperationName> {
  /**
   * The operation's definition (`getCardPin`), as elements pass it: the kit's adapter then needs
   * no table lookup, so a page loads only its own schemas. Without it the name is looked up.
   */
  definition?: OperationDefinition<N>;
  /** Cancels the request, and any SCA wait, when aborted. */
  signal?: AbortSignal;
  /** Called on every SCA state change of this request. */
  onSca?: (update: ScaUpdate) => void;
  /** Overrides the adapter's timeout for each attempt of this request. */
  timeoutMs?: number;
}

/**
 * What elements call. Partners may implement it themselves (e.g. over their own SDK): `request`
 * receives the operation's name first (`switch (operation) { case 'listLedgers': … }`), and must
 * resolve with that operation's result (parsed JSON, a Blob for a file, nothing for No Content)
 * or reject, ideally with a `ServiceError`.
 */
export interface FetchAdapter {
  /**
   * Runs the operation named `operation` (`'getCardPin'`, as in the README's route table).
   * Elements put its definition in `options.definition`. The kit's own adapters also take a
   * definition in first place, as earlier versions passed it.
   */
  request<N extends OperationName>(operation: N, input: OperationInput<N>, options?: RequestOptions<N>): Promise<OperationResult<N>>;
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
  /**
   * Overrides of the default route table, per operation name. Checked when the adapter is created
   * (`ROUTE_INVALID`): a path starting with one `/`, without `?`, `#`, `@` or `\`, whose URL keeps
   * the base's origin and path; a method among GET, POST, PUT, PATCH, DELETE.
   */
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
  // The base URL first, as before: the routes are judged against it.
  checkBaseUrl(options.baseUrl);
  checkRoutes(options.routes, options.baseUrl);
  checkOptionNumbers(options, MIN_POLL_INTERVAL_MS);
  return buildFetchAdapter(options, { sandbox: false });
}

