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
import { TOO_LARGE, readCapped, readCappedText } from './read-body.js';
import type { OperationName } from '../api/operations.js';
import type { SignRequest } from './sca.js';
import { withoutNulls } from './without-nulls.js';
import { serviceError } from '../i18n/service-errors.js';

/** An answer, its body read: parsed JSON with its null fields dropped (undefined when empty, not JSON or too large to read), or a Blob for a file. */
export interface Answer {
  response: Response;
  body: unknown;
}

/** Everything one attempt needs, the same for every attempt of a request. */
export interface AttemptPlan {
  def: OperationDef;
  /** The definition's name, as the table types it (what a signature names). */
  operation: OperationName;
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
    retryHeaders: (pending: { scaId: string }) => HeadersInit;
    sign?: (request: SignRequest) => Promise<string>;
  };
  /** Only the sandbox's adapter may send BY_PASS. */
  allowByPass: boolean;
  /** The largest JSON (or error) body read, in bytes. */
  maxResponseBytes: number;
  signal?: AbortSignal;
}

const PARTNER_KEY_HEADER = 'service-auth'; // never sent from a browser
const SCA_HEADER_PREFIX = 'service-sca-';
/** The one SCA header a partner's `retryHeaders` may give: the rest are the adapter's alone. */
const RETRY_SCA_HEADERS = new Set(['service-sca-id']);

/**
 * Adds a hook's headers, through the guards every header passes: the partner key is refused,
 * and SCA headers other than `allowedSca` are dropped (the adapter sets its own).
 */
function addGuarded(headers: Headers, from: HeadersInit | undefined, allowedSca: ReadonlySet<string>, operation: string): void {
  for (const [name, value] of new Headers(from)) {
    // The partner's key belongs on the partner's server; never let it leave a browser.
    if (name === PARTNER_KEY_HEADER) throw serviceError({ kind: 'config', code: 'PARTNER_KEY_IN_BROWSER', operation });
    if (name.startsWith(SCA_HEADER_PREFIX) && !allowedSca.has(name)) continue;
    headers.set(name, value);
  }
}

/** The last look at what will be sent, whoever set it. */
function checkSendable(headers: Headers, plan: AttemptPlan): void {
  const operation = plan.def.name;
  if (headers.has(PARTNER_KEY_HEADER)) throw serviceError({ kind: 'config', code: 'PARTNER_KEY_IN_BROWSER', operation });
  if (!plan.allowByPass && headers.get('service-sca-strategy')?.trim().toUpperCase() === 'BY_PASS') {
    throw serviceError({ kind: 'config', code: 'BY_PASS_NOT_ALLOWED', operation });
  }
}

/** The headers of one attempt: the caller's and the retry's, guarded, then the adapter's own. */
async function headersFor(plan: AttemptPlan, scaId: string | undefined, stillWanted: () => void): Promise<Headers> {
  const { def, encoded, sca } = plan;
  const operation = def.name;
  const headers = new Headers();
  addGuarded(headers, plan.headers ? await plan.headers() : undefined, new Set(), operation);
  stillWanted();
  headers.set('Accept', def.response === 'file' ? '*/*' : 'application/json');
  if (encoded.contentType) headers.set('Content-Type', encoded.contentType);
  if (sca) {
    if (scaId) addGuarded(headers, sca.retryHeaders({ scaId }), RETRY_SCA_HEADERS, operation);
    headers.set('Service-SCA-Strategy', sca.strategy);
    if (sca.sign) {
      const body = typeof encoded.body === 'string' ? encoded.body : undefined;
      headers.set('Service-SCA-Signature', await sca.sign({ operation: plan.operation, method: plan.route.method, url: plan.url, body, scaId }));
      stillWanted();
    }
  }
  checkSendable(headers, plan);
  return headers;
}

/** A redirect is never followed: the request and its credentials stay with the configured backend. */
function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || response.redirected || (response.status >= 300 && response.status < 400 && response.headers.has('Location'));
}

/** Parsed JSON, or undefined when the text is not JSON; a body too deep to walk counts as not JSON. */
function parseJson(text: string): { parsed: boolean; body?: unknown } {
  try {
    return { parsed: true, body: withoutNulls(JSON.parse(text)) };
  } catch {
    return { parsed: false };
  }
}

/** Reads the answer's body: a Blob for a file (`read-file.ts`), else JSON when there is any, within the size cap. */
async function readAnswer(plan: AttemptPlan, response: Response): Promise<Answer> {
  const { def } = plan;
  const operation = def.name;
  if (isRedirect(response)) {
    await response.body?.cancel().catch(() => undefined);
    throw serviceError({ kind: 'network', code: 'REDIRECT_REFUSED', status: response.status || undefined, operation });
  }
  if (def.response === 'file' && response.ok) {
    // Its reading comes with the first download, not with every page's provider; should that fetch
    // fail (offline), the attempt fails as a network failure, which the element offers to try again.
    const { readFile } = await import('./read-file.js');
    return { response, body: await readFile(readCapped, response, operation) };
  }
  const text = await readCappedText(response, plan.maxResponseBytes);
  if (text === TOO_LARGE) {
    // A refusal keeps its status; a success the kit cannot read in full is no success.
    if (!response.ok) return { response, body: undefined };
    throw serviceError({ kind: 'parse', code: 'RESPONSE_TOO_LARGE', status: response.status, operation });
  }
  if (text.trim() === '') return { response, body: undefined };
  const { parsed, body } = parseJson(text);
  if (!parsed && response.ok && def.response !== 'none') {
    throw serviceError({ kind: 'parse', code: 'NOT_JSON', status: response.status, operation });
  }
  return { response, body };
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
    if (timedOut) throw serviceError({ kind: 'timeout', code: 'TIMEOUT', operation });
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
      // The page's origin alone: a path that names a view and its id (a banking home under a
      // `base-path`, `/bank/card/<id>`) is not sent on in `Referer`.
      referrerPolicy: 'strict-origin',
      // Not followed: a redirect is reported (opaque in the browser), so nothing reaches another origin.
      redirect: 'manual',
    });
    return await readAnswer(plan, response);
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    if (timedOut) throw serviceError({ kind: 'timeout', code: 'TIMEOUT', operation, cause: error });
    if (signal?.aborted) throw abortError(operation, error);
    throw serviceError({ kind: 'network', code: 'NETWORK_ERROR', operation, cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
