/**
 * The fetch adapter: how elements reach the partner's backend. The default implementation turns
 * an operation of the table into one HTTP request (or a few, while an SCA is pending), and every
 * answer into a typed result or a `ServiceError`.
 *
 * There is deliberately no option for the partner's secret key: it stays on the partner's server.
 * End-user credentials come from the async `headers()` hook.
 */
import { operations, type HttpMethod, type OperationInput, type OperationName, type OperationResult } from '../api/operations.js';
import { ServiceError, errorFromResponse, type ErrorBody } from '../api/errors.js';
import { ScaStrategy, type ScaStrategyValue } from '../api/enums.js';
import { buildQuery, encodeBody, fillPath, joinUrl, validateInput, type Route } from './request.js';
import { asWaitingSca, defaultRetryHeaders, expiryFrom, type ScaOptions, type ScaUpdate } from './sca.js';

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
  request<N extends OperationName>(operation: N, input: OperationInput<N>, options?: RequestOptions): Promise<OperationResult<N>>;
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
  /** Overrides of the default route table, per operation. */
  routes?: Partial<Record<OperationName, Partial<Route>>>;
  /** Cookies to the partner backend. Default `same-origin`. */
  credentials?: RequestCredentials;
  sca?: ScaOptions;
  /** Sandbox mode: allows BY_PASS. Set by `createSandboxAdapter`. */
  sandbox?: boolean;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const PARTNER_KEY_HEADER = 'Service-Auth'; // never sent from a browser
const DEFAULT_POLL_MS = 2_000;
const DEFAULT_SCA_TIMEOUT_MS = 5 * 60_000;
/** No SCA retry closer than this to its deadline. */
const DEADLINE_MARGIN_MS = 1_000;

export function routeOf(operation: OperationName, overrides?: FetchAdapterOptions['routes']): Route {
  const def = operations[operation];
  const override = overrides?.[operation];
  return { method: (override?.method ?? def.method) as HttpMethod, path: override?.path ?? def.path };
}

/** Waits, unless the signal aborts first. */
function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function abortError(operation: OperationName, cause?: unknown): ServiceError {
  return new ServiceError({ kind: 'abort', code: 'ABORTED', operation, cause });
}

/**
 * Drops null-valued object fields: backends often send `null` for an absent optional field, which
 * the schemas treat as absent. Array items are kept as they are.
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, field]) => field !== null)
        .map(([key, field]) => [key, withoutNulls(field)]),
    );
  }
  return value;
}

type Attempt = { response: Response; body: unknown; bodyText: string | undefined };

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
    operation: N,
    input: OperationInput<N>,
    requestOptions: RequestOptions = {},
  ): Promise<OperationResult<N>> {
    const def = operations[operation];
    const { signal, onSca } = requestOptions;
    if (def.sca && !(ScaStrategy as readonly string[]).includes(strategy)) {
      throw new ServiceError({ kind: 'config', code: 'UNKNOWN_SCA_STRATEGY', operation });
    }
    if (def.sca && strategy === 'BY_PASS' && !sandbox) {
      throw new ServiceError({ kind: 'config', code: 'BY_PASS_NOT_ALLOWED', operation });
    }
    if (def.sca && strategy === 'DATA_SIGNING' && !sca.sign) {
      throw new ServiceError({ kind: 'config', code: 'SIGNER_MISSING', operation });
    }
    const prepared = validateInput(operation, input);
    const route = routeOf(operation, options.routes);
    const url = joinUrl(options.baseUrl, fillPath(route.path, prepared.params)) + buildQuery(prepared.query);
    const encoded = encodeBody(def, prepared.body);
    const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
    const timeoutMs = requestOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

    const signed = def.sca && strategy === 'DATA_SIGNING';

    const attempt = async (scaId?: string): Promise<Attempt> => {
      if (signal?.aborted) throw abortError(operation, signal.reason);
      // The time limit and the caller's signal cover the whole attempt, credentials and signing included.
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      const onAbort = () => controller.abort(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      const stillWanted = () => {
        if (timedOut) throw new ServiceError({ kind: 'timeout', code: 'TIMEOUT', operation });
        if (controller.signal.aborted) throw abortError(operation, signal?.reason);
      };
      try {
        const headers = new Headers(options.headers ? await options.headers() : undefined);
        stillWanted();
        if (headers.has(PARTNER_KEY_HEADER)) {
          // The partner's key belongs on the partner's server; never let it leave a browser.
          throw new ServiceError({ kind: 'config', code: 'PARTNER_KEY_IN_BROWSER', operation });
        }
        // The SCA headers are the adapter's alone: on [SCA] operations only, as configured.
        for (const name of [...headers.keys()]) if (name.startsWith('service-sca-')) headers.delete(name);
        headers.set('Accept', def.response === 'file' ? '*/*' : 'application/json');
        if (encoded.contentType) headers.set('Content-Type', encoded.contentType);
        if (def.sca) {
          headers.set('Service-SCA-Strategy', strategy);
          if (scaId) for (const [key, value] of Object.entries(retryHeaders({ scaId }))) headers.set(key, value);
          if (signed) {
            const body = typeof encoded.body === 'string' ? encoded.body : undefined;
            headers.set('Service-SCA-Signature', await sca.sign!({ operation, method: route.method, url, body, scaId }));
            stillWanted();
          }
        }
        const response = await fetchFn(url, {
          method: route.method,
          headers,
          body: encoded.body,
          signal: controller.signal,
          credentials: options.credentials ?? 'same-origin',
          cache: 'no-store',
        });
        if (def.response === 'file' && response.ok) return { response, body: await response.blob(), bodyText: undefined };
        const bodyText = await response.text();
        let body: unknown;
        let parsed = false;
        if (bodyText.trim() !== '') {
          try {
            body = JSON.parse(bodyText);
            parsed = true;
          } catch {
            body = undefined;
          }
        }
        if (!parsed && bodyText.trim() !== '' && response.ok && def.response !== 'none') {
          throw new ServiceError({ kind: 'parse', code: 'NOT_JSON', status: response.status, operation });
        }
        return { response, body, bodyText };
      } catch (error) {
        if (error instanceof ServiceError) throw error;
        if (timedOut) throw new ServiceError({ kind: 'timeout', code: 'TIMEOUT', operation, cause: error });
        if (signal?.aborted) throw abortError(operation, error);
        throw new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation, cause: error });
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      }
    };

    const finish = (result: Attempt): OperationResult<N> => {
      if (def.response === 'none') return undefined as OperationResult<N>;
      if (def.response === 'file') return result.body as OperationResult<N>;
      const parsed = def.response.safeParse(withoutNulls(result.body));
      if (!parsed.success) {
        throw new ServiceError({ kind: 'shape', code: 'UNEXPECTED_RESPONSE', status: result.response.status, operation, cause: parsed.error });
      }
      return parsed.data as OperationResult<N>;
    };

    /** Is this answer "SCA still needed"? Then it tells what we know of the SCA. */
    const pendingScaOf = (result: Attempt): { scaId?: string; ttl?: unknown; scaDeviceId?: string; joinCode?: string; required: boolean } | undefined => {
      if (!def.sca) return undefined;
      if (result.response.ok) {
        // A Waiting SCA body, whatever its success status (an older contract used 202).
        const waiting = asWaitingSca(withoutNulls(result.body));
        return waiting ? { ...waiting, required: false } : undefined;
      }
      const errorBody = (withoutNulls(result.body) ?? {}) as ErrorBody & { scaDeviceId?: string };
      // Only an SCA the backend names can be waited for: retrying blindly would start a new one
      // (and a new push) at every attempt. A signature that did not do is not waited for either.
      if (result.response.status === 409 && errorBody.code === 'SCA_REQUIRED' && errorBody.scaId && !signed) {
        return { scaId: errorBody.scaId, ttl: errorBody.ttl, scaDeviceId: errorBody.scaDeviceId, required: true };
      }
      return undefined;
    };

    const fail = (result: Attempt): never => {
      throw errorFromResponse(result.response.status, result.body, operation);
    };

    const send = (scaId?: string) => (signed ? oneSignedAtATime(() => attempt(scaId)) : attempt(scaId));
    let result = await send();
    let pending = pendingScaOf(result);
    if (!pending) return result.response.ok ? finish(result) : fail(result);

    // SCA: wait for approval, trying again within the TTL.
    const notify = (update: Omit<ScaUpdate, 'operation' | 'strategy'>) => onSca?.({ operation, strategy, ...update });
    let details = { scaId: pending.scaId, scaDeviceId: pending.scaDeviceId, joinCode: pending.joinCode, expiresAt: expiryFrom(pending.ttl, scaTimeoutMs) };
    if (pending.required) notify({ state: 'required', ...details });
    notify({ state: 'pending', ...details });
    let settled = false;
    const settle = (update: Omit<ScaUpdate, 'operation' | 'strategy'>) => {
      settled = true;
      notify(update);
    };
    try {
      const expire = (): never => {
        const error = new ServiceError({ kind: 'sca', code: 'SCA_EXPIRED', operation });
        settle({ state: 'expired', ...details, error });
        throw error;
      };
      for (;;) {
        const left = details.expiresAt - Date.now();
        if (left <= 0) expire();
        await delay(Math.min(pollMs, left), signal).catch((reason) => {
          throw abortError(operation, reason);
        });
        // No attempt at or near the deadline: the backend's SCA may be gone, and a retry would
        // start a new one on the device that nobody waits for.
        if (details.expiresAt - Date.now() < Math.min(pollMs, DEADLINE_MARGIN_MS)) expire();
        result = await send(details.scaId);
        pending = pendingScaOf(result);
        if (pending) {
          // The service started a new SCA: follow its id and say so, but never wait past the first
          // deadline, or an SCA nobody approves would be renewed (and pushed to the device) forever.
          if (pending.scaId && pending.scaId !== details.scaId) {
            const expiresAt = Math.min(details.expiresAt, expiryFrom(pending.ttl, scaTimeoutMs));
            details = { scaId: pending.scaId, scaDeviceId: pending.scaDeviceId, joinCode: pending.joinCode, expiresAt };
            notify({ state: 'pending', ...details });
          }
          continue;
        }
        if (!result.response.ok) {
          const error = errorFromResponse(result.response.status, result.body, operation);
          settle({ state: 'failed', ...details, error });
          throw error;
        }
        const value = finish(result);
        settle({ state: 'approved', ...details });
        return value;
      }
    } catch (error) {
      // Cancelled, timed out or unreachable while waiting: the SCA did not complete.
      if (!settled && error instanceof ServiceError) notify({ state: 'failed', ...details, error });
      throw error;
    }
  }

  return { request, sandbox };
}
