/**
 * The fetch adapter's implementation, in either mode: a partner's (from `createFetchAdapter`) or
 * the in-memory sandbox's, the only one allowed BY_PASS. Deliberately not exported from the
 * package: sandbox mode cannot be claimed by an option.
 */
import type { OperationName, OperationRef, OperationResult, OperationInput } from '../api/operations.js';
import type { OperationDef } from '../api/operations/define.js';
import type { ErrorTexts, ServiceError } from '../api/errors.js';
import { ownString } from '../api/own.js';
import { sharedErrors } from '../i18n/errors/en-shared.js';
import { ScaStrategy, type ScaStrategyValue } from '../api/enums.js';
import { isOneOf } from '../api/guards.js';
import type { FetchAdapter, FetchAdapterOptions, RequestOptions } from './adapter.js';
import { attempt, type Answer, type AttemptPlan } from './attempt.js';
import { definitionFor, operationName, resolveOperation } from './operation-ref.js';
import { checkBaseUrl, withinBase } from './options.js';
import { checkPageRows } from './page-check.js';
import { resultOf } from './read-result.js';
import { buildQuery, encodeBody, fillPath, joinUrl, routeFor, validateAgainst } from './prepare.js';
import { DEFAULT_MAX_RESPONSE_BYTES } from './read-body.js';
import { defaultRetryHeaders, type ScaOptions } from './sca.js';
import type { ScaOutcome } from './sca-wait.js';
import { messageFor, serviceError, asServiceError } from '../i18n/service-errors.js';

export interface AdapterMode {
  /** The sandbox's adapter: BY_PASS allowed (and, checked by the sandbox's own adapter, SCA polls as fast as a test wants). */
  sandbox: boolean;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_POLL_MS = 2_000;
const DEFAULT_SCA_TIMEOUT_MS = 5 * 60_000;

/**
 * The English texts a failed answer is worded with: every code's, fetched with the first failed
 * answer, so that the adapter's page does not carry the words of codes only some elements meet.
 * Should that fetch fail, the codes every element can meet, the others worded by kind and status.
 */
let allErrors: Promise<ErrorTexts> | undefined;
const englishErrors = (): Promise<ErrorTexts> =>
  (allErrors ??= import('../i18n/errors/en.js').then(
    (module) => module.errors,
    () => ((allErrors = undefined), sharedErrors),
  ));

/**
 * A set-up the adapter refuses (`config`), worded with its code's English text, which comes with
 * every code's (above) when a refusal happens rather than with every page. A refusal that has words
 * of its own keeps them; should the fetch fail, the error keeps the words of its kind (its code is
 * what an element shows it by, in its locale).
 */
async function inConfigWords(error: ServiceError): Promise<ServiceError> {
  if (error.message === messageFor('HTTP_ERROR')) error.message = ownString(await englishErrors(), error.code) ?? error.message;
  return error;
}

/**
 * A failed answer as a ServiceError. Its reading (api/error-parsing.ts) is fetched with the first
 * failed answer, beside the words of every code, not with every page's provider. Should that fetch
 * fail (offline), the failure is still said, by its status: an HTTP failure the kit could not read
 * further, which the element shows as any other (and tries again on Try again).
 */
async function failedAnswer(status: number, body: unknown, operation: string, options: FetchAdapterOptions): Promise<ServiceError> {
  const texts = englishErrors();
  try {
    const { errorFromResponse } = await import('../api/error-parsing.js');
    return errorFromResponse(status, body, operation, await texts, options.showServiceFieldText);
  } catch (cause) {
    return serviceError({ kind: 'http', code: 'HTTP_ERROR', status, operation, cause });
  }
}

/**
 * The SCA side of an [SCA] operation: telling a pending SCA in an answer, and the wait that follows.
 * Fetched as such an operation's first attempt is sent (so it is here when the answer is), not with
 * every page's provider: no page's first render sends one. Fetched again after a failed fetch.
 */
let scaSide: Promise<typeof import('./sca-wait.js')> | undefined;
const fetchScaSide = (): Promise<typeof import('./sca-wait.js')> =>
  (scaSide ??= import('./sca-wait.js').catch((error: unknown) => {
    scaSide = undefined;
    throw error;
  }));

/**
 * The SCA side once fetched. Should the fetch fail (offline), the answer cannot be told apart from
 * a pending SCA: a network failure, which the element offers to try again.
 */
async function scaSideOr(ready: Promise<typeof import('./sca-wait.js')>, operation: string): Promise<typeof import('./sca-wait.js')> {
  try {
    return await ready;
  } catch (cause) {
    throw serviceError({ kind: 'network', code: 'NETWORK_ERROR', operation, cause });
  }
}

/** Refuses, before anything is sent, an SCA set-up that cannot work. */
function checkScaSetup(def: OperationDef, strategy: ScaStrategyValue, sca: ScaOptions, sandbox: boolean): void {
  if (!def.sca) return;
  const operation = def.name;
  if (!isOneOf(ScaStrategy, strategy)) {
    throw serviceError({ kind: 'config', code: 'UNKNOWN_SCA_STRATEGY', operation });
  }
  if (strategy === 'BY_PASS' && !sandbox) throw serviceError({ kind: 'config', code: 'BY_PASS_NOT_ALLOWED', operation });
  if (strategy === 'DATA_SIGNING' && !sca.sign) throw serviceError({ kind: 'config', code: 'SIGNER_MISSING', operation });
}

/**
 * Builds an adapter; refuses at once (a `config` ServiceError) a base URL that cannot work. Route
 * overrides (`routes`) are checked by `createFetchAdapter`, the only way a partner gives them: the
 * provider and the sandbox give none. The numbers among the options (`option-checks.ts`) are checked
 * by `createFetchAdapter` and the sandbox's adapter, which take them: the provider gives none.
 */
export function buildFetchAdapter(options: FetchAdapterOptions, mode: AdapterMode): FetchAdapter {
  const { sandbox } = mode;
  checkBaseUrl(options.baseUrl);
  const sca = options.sca ?? {};
  const strategy: ScaStrategyValue = sca.strategy ?? 'PUSH_NOTIFICATION';
  const pollMs = sca.pollIntervalMs ?? DEFAULT_POLL_MS;
  const scaTimeoutMs = sca.timeoutMs ?? DEFAULT_SCA_TIMEOUT_MS;
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const retryHeaders = sca.retryHeaders ?? defaultRetryHeaders;
  // DATA_SIGNING: one signed attempt at a time, from signing to answer (the spec: never several
  // signatures at once for one registration).
  let signingSlot: Promise<unknown> = Promise.resolve();

  function oneSignedAtATime<T>(work: () => Promise<T>): Promise<T> {
    const next = signingSlot.then(work);
    signingSlot = next.catch(() => undefined);
    return next;
  }

  // Typed for a name, as the interface has it; a definition in first place (the earlier form) works too.
  async function request<N extends OperationName>(
    operation: OperationRef<N>,
    input: OperationInput<N>,
    requestOptions: RequestOptions<N> = {},
  ): Promise<OperationResult<N>> {
    try {
      return await run(operation, input, requestOptions);
    } catch (error) {
      // Whatever went wrong, the caller gets a ServiceError.
      const failure = asServiceError(error, operationName(operation));
      throw failure.kind === 'config' ? await inConfigWords(failure) : failure;
    }
  }

  async function run<N extends OperationName>(operation: OperationRef<N>, input: OperationInput<N>, requestOptions: RequestOptions<N>): Promise<OperationResult<N>> {
    // A definition is used as it is; only a name without one needs the table.
    const def: OperationDef = await resolveOperation(definitionFor(operation, requestOptions.definition));
    const { signal, onSca } = requestOptions;
    checkScaSetup(def, strategy, sca, sandbox);
    const prepared = validateAgainst(def, input);
    // The upload checks (types, first bytes) and the multipart encoding are fetched with the first upload, not with every page's provider.
    const upload = def.bodyType === 'multipart' ? await import('./upload-check.js') : undefined;
    await upload?.checkUploadBody(def.name, prepared.body);
    const route = routeFor(def, options.routes);
    const signed = def.sca && strategy === 'DATA_SIGNING';
    const path = joinUrl(options.baseUrl, fillPath(route.path, prepared.params));
    // Path values are encoded and checked, but a `..` one would still climb: the URL stays on the base.
    if (!withinBase(path, options.baseUrl)) throw serviceError({ kind: 'config', code: 'ROUTE_INVALID', operation: def.name, message: `The URL of ${def.name} leads off the base URL.` });
    const plan: AttemptPlan = {
      def,
      operation: operationName(operation),
      route,
      url: path + buildQuery(prepared.query),
      encoded: upload ? upload.encodeMultipart(prepared.body) : encodeBody(prepared.body),
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
      timeoutMs: requestOptions.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      headers: options.headers,
      credentials: options.credentials ?? 'same-origin',
      sca: def.sca ? { strategy, retryHeaders, sign: signed ? sca.sign : undefined } : undefined,
      allowByPass: sandbox,
      maxResponseBytes,
      signal,
    };
    const send = (scaId?: string) => (signed ? oneSignedAtATime(() => attempt(plan, scaId)) : attempt(plan, scaId));
    // Only an [SCA] operation's answer can name a pending SCA: its reading is fetched beside the first attempt.
    const scaReady = def.sca ? fetchScaSide() : undefined;
    // Awaited below, after the answer: a failed fetch is said then, as the request's failure.
    scaReady?.catch(() => undefined);

    const sent = Date.now();
    const first = await send();
    const scaModule = scaReady && (await scaSideOr(scaReady, def.name));
    const pendingIn = (answer: Answer) => scaModule?.pendingScaOf(answer, { sca: def.sca, signed });
    const pending = pendingIn(first);
    if (!scaModule || !pending) {
      if (first.response.ok) {
        const result = resultOf<OperationResult<N>>(def, first);
        checkPageRows(def.name, prepared, result);
        return result;
      }
      throw await failedAnswer(first.response.status, first.body, def.name, options);
    }
    // SCA: wait for approval, trying again within the TTL.
    return scaModule.waitForSca({
      operation: plan.operation,
      strategy,
      first: pending,
      sent,
      pollMs,
      timeoutMs: scaTimeoutMs,
      signal,
      onSca,
      send: async (scaId): Promise<ScaOutcome<OperationResult<N>>> => {
        const answer = await send(scaId);
        const again = pendingIn(answer);
        if (again) return { status: 'pending', sca: again };
        if (!answer.response.ok) return { status: 'failed', error: await failedAnswer(answer.response.status, answer.body, def.name, options) };
        return { status: 'done', value: resultOf(def, answer) };
      },
    });
  }

  return { request, sandbox };
}
