/**
 * The fetch adapter: how elements reach the partner's backend. The default implementation turns
 * an operation into one HTTP request (or a few, while an SCA is pending), and every answer into a
 * typed result or a `ServiceError`.
 *
 * There is deliberately no option for the partner's secret key: it stays on the partner's server.
 * End-user credentials come from the async `headers()` hook.
 */
import type { OperationInput, OperationName, OperationRef, OperationResult } from '../api/operations.js';
import type { OperationDef } from '../api/operations/define.js';
import { ServiceError, errorFromResponse } from '../api/errors.js';
import { ScaStrategy, type ScaStrategyValue } from '../api/enums.js';
import { attempt, type Answer, type AttemptPlan } from './attempt.js';
import { resolveOperation } from './operation-ref.js';
import { pendingScaOf } from './pending-sca.js';
import { buildQuery, encodeBody, fillPath, joinUrl, routeFor, validateAgainst, type Route } from './prepare.js';
import { defaultRetryHeaders, type ScaOptions, type ScaUpdate } from './sca.js';
import { waitForSca, type ScaOutcome } from './sca-wait.js';
import { withoutNulls } from './without-nulls.js';

export { withoutNulls };

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
  /** True when talking to the sandbox: only then is BY_PASS allowed. */
  readonly sandbox: boolean;
}

export interface FetchAdapterOptions {
  /** The partner backend's base URL, e.g. `https://partner.example/banking`. */
  baseUrl: string;
  /** The fetch to use; default the global one. The sandbox passes its own here. */
  fetch?: typeof fetch;
  /** End-user credentials (and any other header), awaited before each attempt. */
  headers?: () => HeadersInit | Promise<HeadersInit>;
  /** Time limit of one attempt. Default 30 s. */
  timeoutMs?: number;
  /** Overrides of the default route table, per operation name. */
  routes?: Partial<Record<OperationName, Partial<Route>>>;
  /** Cookies to the partner backend. Default `same-origin`. */
  credentials?: RequestCredentials;
  sca?: ScaOptions;
  /** Sandbox mode: allows BY_PASS. Set by `createSandboxAdapter`. */
  sandbox?: boolean;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_POLL_MS = 2_000;
const DEFAULT_SCA_TIMEOUT_MS = 5 * 60_000;

/** A final success answer as the operation's result: nothing, the file, or the body checked against the response schema. */
function resultOf<T>(def: OperationDef, answer: Answer): T {
  if (def.response === 'none') return undefined as T;
  if (def.response === 'file') return answer.body as T;
  const parsed = def.response.safeParse(withoutNulls(answer.body));
  if (!parsed.success) {
    throw new ServiceError({ kind: 'shape', code: 'UNEXPECTED_RESPONSE', status: answer.response.status, operation: def.name, cause: parsed.error });
  }
  return parsed.data as T;
}

/** Refuses, before anything is sent, an SCA set-up that cannot work. */
function checkScaSetup(def: OperationDef, strategy: ScaStrategyValue, sca: ScaOptions, sandbox: boolean): void {
  if (!def.sca) return;
  const operation = def.name;
  if (!(ScaStrategy as readonly string[]).includes(strategy)) {
    throw new ServiceError({ kind: 'config', code: 'UNKNOWN_SCA_STRATEGY', operation });
  }
  if (strategy === 'BY_PASS' && !sandbox) throw new ServiceError({ kind: 'config', code: 'BY_PASS_NOT_ALLOWED', operation });
  if (strategy === 'DATA_SIGNING' && !sca.sign) throw new ServiceError({ kind: 'config', code: 'SIGNER_MISSING', operation });
}

export function createFetchAdapter(options: FetchAdapterOptions): FetchAdapter {
  const sandbox = options.sandbox === true;
  const sca = options.sca ?? {};
  const strategy: ScaStrategyValue = sca.strategy ?? 'PUSH_NOTIFICATION';
  const pollMs = sca.pollIntervalMs ?? DEFAULT_POLL_MS;
  const scaTimeoutMs = sca.timeoutMs ?? DEFAULT_SCA_TIMEOUT_MS;
  const retryHeaders = sca.retryHeaders ?? defaultRetryHeaders;
  // DATA_SIGNING: one signed attempt at a time, from signing to answer (the spec: never several
  // signatures at once for one registration).
  let signingSlot: Promise<unknown> = Promise.resolve();

  function oneSignedAtATime<T>(work: () => Promise<T>): Promise<T> {
    const next = signingSlot.then(work);
    signingSlot = next.catch(() => undefined);
    return next;
  }

  async function request<N extends OperationName>(
    operation: OperationRef<N>,
    input: OperationInput<N>,
    requestOptions: RequestOptions = {},
  ): Promise<OperationResult<N>> {
    // A definition is used as it is; only a name needs the table.
    const def: OperationDef = typeof operation === 'string' ? await resolveOperation(operation) : operation;
    const { signal, onSca } = requestOptions;
    checkScaSetup(def, strategy, sca, sandbox);
    const prepared = validateAgainst(def, input);
    const route = routeFor(def, options.routes);
    const signed = def.sca && strategy === 'DATA_SIGNING';
    const plan: AttemptPlan = {
      def,
      route,
      url: joinUrl(options.baseUrl, fillPath(route.path, prepared.params)) + buildQuery(prepared.query),
      encoded: encodeBody(def, prepared.body),
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
      timeoutMs: requestOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      headers: options.headers,
      credentials: options.credentials ?? 'same-origin',
      sca: def.sca ? { strategy, retryHeaders, sign: signed ? sca.sign : undefined } : undefined,
      signal,
    };
    const send = (scaId?: string) => (signed ? oneSignedAtATime(() => attempt(plan, scaId)) : attempt(plan, scaId));
    const pendingIn = (answer: Answer) => pendingScaOf(answer, { sca: def.sca, signed });

    const first = await send();
    const pending = pendingIn(first);
    if (!pending) {
      if (first.response.ok) return resultOf(def, first);
      throw errorFromResponse(first.response.status, first.body, def.name);
    }
    // SCA: wait for approval, trying again within the TTL.
    return waitForSca({
      operation: def.name as OperationName,
      strategy,
      first: pending,
      pollMs,
      timeoutMs: scaTimeoutMs,
      signal,
      onSca,
      send: async (scaId): Promise<ScaOutcome<OperationResult<N>>> => {
        const answer = await send(scaId);
        const again = pendingIn(answer);
        if (again) return { status: 'pending', sca: again };
        if (!answer.response.ok) return { status: 'failed', error: errorFromResponse(answer.response.status, answer.body, def.name) };
        return { status: 'done', value: resultOf(def, answer) };
      },
    });
  }

  return { request, sandbox };
}
