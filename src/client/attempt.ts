/**
 * One HTTP attempt of an operation: the headers (with their guards), the SCA headers and
 * signature, the time limit, the fetch, and reading the answer's body. What the answer means is
 * decided by the caller.
 */
import type { OperationDef } from '../api/operations/define.js';
import type { ScaStrategyValue } from '../api/enums.js';
import { ServiceError } from '../api/errors.js';
import { abortError } from './abort-error.js';
import type { Route } from './prepare.js';
import type { SignRequest } from './sca.js';

/** An answer, its body read: parsed JSON (undefined when empty or not JSON), or a Blob for a file. */
export interface Answer {
  response: Response;
  body: unknown;
  bodyText: string | undefined;
}

/** Everything one attempt needs, the same for every attempt of a request. */
export interface AttemptPlan {
  def: OperationDef;
  route: Route;
  url: string;
  encoded: { body?: BodyInit; contentType?: string };
  fetch: typeof fetch;
  /** Time limit of the attempt, credentials and signing included. */
  timeoutMs: number;
  /** End-user credentials (and any other header), awaited before each attempt. */
  headers?: () => HeadersInit | Promise<HeadersInit>;
  credentials: RequestCredentials;
  /** On [SCA] operations only: the strategy, the headers tying a retry to its SCA, and the signer under DATA_SIGNING. */
  sca?: {
    strategy: ScaStrategyValue;
    retryHeaders: (pending: { scaId: string }) => Record<string, string>;
    sign?: (request: SignRequest) => Promise<string>;
  };
  signal?: AbortSignal;
}

const PARTNER_KEY_HEADER = 'Service-Auth'; // never sent from a browser

/** The headers of one attempt: the caller's, checked, then the adapter's own. */
async function headersFor(plan: AttemptPlan, scaId: string | undefined, stillWanted: () => void): Promise<Headers> {
  const { def, encoded, sca } = plan;
  const headers = new Headers(plan.headers ? await plan.headers() : undefined);
  stillWanted();
  if (headers.has(PARTNER_KEY_HEADER)) {
    // The partner's key belongs on the partner's server; never let it leave a browser.
    throw new ServiceError({ kind: 'config', code: 'PARTNER_KEY_IN_BROWSER', operation: def.name });
  }
  // The SCA headers are the adapter's alone: on [SCA] operations only, as configured.
  for (const name of [...headers.keys()]) if (name.startsWith('service-sca-')) headers.delete(name);
  headers.set('Accept', def.response === 'file' ? '*/*' : 'application/json');
  if (encoded.contentType) headers.set('Content-Type', encoded.contentType);
  if (sca) {
    headers.set('Service-SCA-Strategy', sca.strategy);
    if (scaId) for (const [key, value] of Object.entries(sca.retryHeaders({ scaId }))) headers.set(key, value);
    if (sca.sign) {
      const body = typeof encoded.body === 'string' ? encoded.body : undefined;
      headers.set('Service-SCA-Signature', await sca.sign({ operation: def.name as SignRequest['operation'], method: plan.route.method, url: plan.url, body, scaId }));
      stillWanted();
    }
  }
  return headers;
}

/** Reads the answer's body: a Blob for a file, else JSON when there is any. */
async function readAnswer(def: OperationDef, response: Response): Promise<Answer> {
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
    throw new ServiceError({ kind: 'parse', code: 'NOT_JSON', status: response.status, operation: def.name });
  }
  return { response, body, bodyText };
}

/**
 * Sends the request once (`scaId`: the pending SCA a retry is tied to) and reads the answer.
 * Throws a ServiceError of kind abort, timeout, network, parse or config; an HTTP failure is an
 * answer like any other.
 */
export async function attempt(plan: AttemptPlan, scaId?: string): Promise<Answer> {
  const { def, signal } = plan;
  const operation = def.name;
  if (signal?.aborted) throw abortError(operation, signal.reason);
  // The time limit and the caller's signal cover the whole attempt, credentials and signing included.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, plan.timeoutMs);
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const stillWanted = () => {
    if (timedOut) throw new ServiceError({ kind: 'timeout', code: 'TIMEOUT', operation });
    if (controller.signal.aborted) throw abortError(operation, signal?.reason);
  };
  try {
    const headers = await headersFor(plan, scaId, stillWanted);
    const response = await plan.fetch(plan.url, {
      method: plan.route.method,
      headers,
      body: plan.encoded.body,
      signal: controller.signal,
      credentials: plan.credentials,
      cache: 'no-store',
    });
    return await readAnswer(def, response);
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    if (timedOut) throw new ServiceError({ kind: 'timeout', code: 'TIMEOUT', operation, cause: error });
    if (signal?.aborted) throw abortError(operation, error);
    throw new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation, cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
