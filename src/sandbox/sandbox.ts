/**
 * The sandbox: an in-memory partner backend behind a fetch-compatible function. The real adapter
 * talks to it unchanged — real Request and Response objects, real multipart — so what works against
 * the sandbox works against a partner backend that implements the kit's route table.
 */
import { operations, type OperationDef, type OperationName } from '../api/operations.js';
import { delay } from '../client/delay.js';
import { callerOf } from './callers.js';
import { handlerOf } from './handlers/index.js';
import { activateLedger } from './handlers/ledgers.js';
import type { Ctx } from './handlers/context.js';
import { decide } from './decisions.js';
import { forbidden, HttpError, json } from './http.js';
import { answerHostedPage, listenForReturns } from './hosted-page.js';
import { SANDBOX_BASE_URL } from './ids.js';
import { parseQuery, readBody, validate, type ReceivedBody } from './input.js';
import { matchRoute, type RouteMatch } from './router.js';
import { createScaBook, type PendingSca } from './sca.js';
import { KYC_STEPS } from './kyb.js';
import { KycStatus } from '../api/enums/consumer-status.js';
import { isOneOf } from '../api/guards.js';
import { seedStore } from './seed.js';
import { newId, scaDevicesOf, isEndUser, type SandboxData } from './store.js';

export interface SandboxOptions {
  /** PUSH_NOTIFICATION: the SCA is approved this long after it starts; null = only by approve(). Default 4000. */
  approvalDelayMs?: number | null;
  /** How long a pending SCA lives. Default 120000. */
  scaTtlMs?: number;
  /**
   * How a pending PUSH_NOTIFICATION SCA is answered. `'with-id'` (default, the kit's documented
   * extension): a 409 `SCA_REQUIRED` carrying `scaId` and `ttl`, which the adapter waits for.
   * `'spec'`: a plain 409 `SCA_REQUIRED`, as the spec describes it; the same request sent again
   * passes once the SCA is approved.
   */
  scaAnswer?: 'with-id' | 'spec';
  /** Delay before each answer, to show loading states. Default 0. An aborted request rejects with an AbortError. */
  latencyMs?: number;
  /** The sandbox's clock (SCA timing, signature age, record dates). Default Date.now. */
  now?: () => number;
  /**
   * Where a server serves the sandbox's hosted payment pages (`npm run serve:sandbox`: its origin
   * and `/sandbox`): the sandbox then answers `/hosted-payment/{id}` itself. Unset (in a page): each
   * page is a `blob:` document of the page's origin.
   */
  hostedPageBase?: string;
}

export interface SandboxRequestLog {
  /** Undefined when no operation has this method and path. */
  operation?: OperationName;
  method: string;
  url: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** Parsed JSON; for multipart, each field's text or `{ name, size, type }` for files; undefined without a body. */
  body: unknown;
  /** The status answered. */
  status?: number;
}

export interface Sandbox {
  fetch: typeof fetch;
  /** Never actually reached: requests stay in the page. */
  baseUrl: string;
  /** Approves one pending SCA, or all. */
  approve(scaId?: string): void;
  /** Declines one pending SCA, or all: the next retry answers 500 SCA_UNEXPECTED_ERROR. */
  decline(scaId?: string): void;
  pendingSca(): readonly PendingSca[];
  /**
   * Activates a PENDING ledger, as the service does once its end-user may bank (no operation of the
   * spec does it). A ledger created with `autoUpgrade` is upgraded on the way, as the spec says.
   */
  activateLedger(ledgerId: string): void;
  /**
   * Moves the KYC of a person declared for a corporate (Declare corporate-related entity) one step
   * forward (NOT_STARTED, CREATED, PROCESSING, PENDING_REVIEW, VALIDATED), or straight to `to`
   * (`'DECLINED'` too), as the person's KYC application would once they follow their KYC link. Returns
   * the new status. Without it no person declared in the sandbox ever passes KYC, so no KYB could pass.
   */
  advanceRelatedKyc(corporateRelatedId: string, to?: string): string;
  /**
   * Moves a consumer's KYC one step forward (NOT_STARTED, CREATED, PROCESSING, PENDING_REVIEW,
   * VALIDATED), or straight to `to` (`'DECLINED'` too), as the service's check would. Once VALIDATED,
   * the consumer's PENDING ledgers open. Returns the new status. No operation of the spec moves it.
   */
  advanceConsumerKyc(consumerId: string, to?: string): string;
  /**
   * Gives an end-user an ACTIVE SCA device, as the partner's app does when the person enrols their
   * phone (no operation of the spec does it): their SCA operations can then be approved. Returns its id.
   */
  enrolScaDevice(endUserId: string, name?: string): string;
  /** The corporate must provide extended UBOs (a UBO holds 10 % or more instead of 25 %), or no longer (`false`). */
  requireExtendedUbos(corporateId: string, required?: boolean): void;
  /** Every request received, oldest first, each logged once its body has been read. */
  readonly requests: readonly SandboxRequestLog[];
  /** Back to the seed: data, pending SCAs, request log. */
  reset(): void;
  /** The store, read-only, for tests and stories. */
  readonly data: SandboxData;
}

const DEFAULTS = { ...decide('sca-timing', { approvalDelayMs: 4000, scaTtlMs: 120_000 }), latencyMs: 0 };

const abortError = () => new DOMException('The request was aborted.', 'AbortError');

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const now = options.now ?? (() => Date.now());
  const latencyMs = options.latencyMs ?? DEFAULTS.latencyMs;
  let store = seedStore();
  const requests: SandboxRequestLog[] = [];
  const sca = createScaBook({
    now,
    ttlMs: options.scaTtlMs ?? DEFAULTS.scaTtlMs,
    answer: options.scaAnswer ?? 'with-id',
    approvalDelayMs: options.approvalDelayMs === undefined ? DEFAULTS.approvalDelayMs : options.approvalDelayMs,
  });
  const hostedPageBase = options.hostedPageBase?.replace(/\/+$/, '');
  // In a page, a blob: hosted page's outcome comes back from the return page's element.
  if (hostedPageBase === undefined && typeof window !== 'undefined') listenForReturns(() => store, now);
  const links = new Map<string, string>();
  // Behind a server, a file link (a receipt) is served by the sandbox itself, under hostedPageBase:
  // a blob: URL of the server's process would mean nothing to the person's browser.
  const files = new Map<string, Blob>();
  const link = (key: string, make: () => Blob) => {
    let url = links.get(key);
    if (!url && hostedPageBase !== undefined) {
      const id = crypto.randomUUID();
      files.set(id, make());
      url = `${hostedPageBase}/files/${id}`;
    }
    if (!url) url = URL.createObjectURL(make());
    links.set(key, url);
    return url;
  };
  const servedFile = (request: Request): Response | undefined => {
    const id = /^\/files\/([0-9a-f-]{36})$/i.exec(new URL(request.url).pathname)?.[1];
    const file = id === undefined || request.method !== 'GET' ? undefined : files.get(id);
    return file && new Response(file, { status: 200, headers: { 'content-type': file.type || 'application/octet-stream', 'cache-control': 'no-store' } });
  };

  async function dispatch(request: Request, route: RouteMatch, received: ReceivedBody): Promise<Response> {
    const def: OperationDef = operations[route.operation];
    const handler = handlerOf(route.operation);
    const caller = callerOf(request.headers);
    const access = handler.access;
    if (caller.kind === 'anonymous' && access !== 'public') forbidden('anonymous-creates-only', 'Anonymous callers may only create a consumer.');
    if (caller.kind === 'end-user') {
      if (access === 'partner') forbidden('partner-only-operations', 'Only the partner may do this.');
      if (!isEndUser(store, caller.id)) forbidden('callers-by-token', 'Unknown end-user.');
    }
    if (received.problem) throw received.problem;

    const url = new URL(request.url);
    const input = validate(def, { params: route.params, query: parseQuery(url.searchParams, def.query), body: received.value });
    const time = now();
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- validate() parsed params, query and body with this operation's own schemas
    const ctx = {
      operation: route.operation, ...input, caller, store, now: time, iso: new Date(time).toISOString(), baseUrl: SANDBOX_BASE_URL, link, hostedPageBase,
    } as Ctx;

    if (def.sca && handler.scaSubject) {
      const subject = handler.scaSubject(ctx);
      const answer = sca.authorize({
        operation: route.operation, method: request.method, url: request.url, body: received.text, headers: request.headers,
        devices: () => scaDevicesOf(store, subject),
      });
      if (answer) return answer;
    }
    return handler.run(ctx);
  }

  async function handle(request: Request, sent?: BodyInit | null): Promise<Response> {
    const entry: SandboxRequestLog = { method: request.method, url: request.url, headers: Object.fromEntries(request.headers), body: undefined };
    // Logged once its body is read, never before: whoever sees a request in the log can read its body.
    const log = () => requests.includes(entry) || requests.push(entry);
    let response: Response;
    try {
      const hosted = hostedPageBase === undefined ? undefined : (servedFile(request) ?? (await answerHostedPage(request, store, now())));
      if (hosted) {
        entry.status = hosted.status;
        log();
        return hosted;
      }
      const received = await readBody(request, sent);
      entry.body = received.logged;
      log();
      const route = matchRoute(request.method, new URL(request.url).pathname);
      if (!route) throw new HttpError('route-table', 404, 'NOT_FOUND', `No operation answers ${request.method} ${new URL(request.url).pathname}.`);
      entry.operation = route.operation;
      response = await dispatch(request, route, received);
    } catch (error) {
      log();
      response = error instanceof HttpError ? error.toResponse() : decide('error-body', json(500, { code: 'SERVER_ERROR', message: `Sandbox failure: ${String(error)}` }));
    }
    entry.status = response.status;
    return response;
  }

  const sandboxFetch: typeof fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    try {
      await delay(latencyMs, request.signal);
    } catch {
      throw abortError(); // an AbortError, whatever reason the caller gave
    }
    return handle(request, init?.body);
  };

  return {
    fetch: sandboxFetch,
    baseUrl: SANDBOX_BASE_URL,
    approve: (scaId) => sca.approve(scaId),
    decline: (scaId) => sca.decline(scaId),
    pendingSca: () => sca.pending(),
    activateLedger(ledgerId) {
      const ledger = store.ledgers.get(ledgerId);
      if (!ledger || ledger.status !== 'PENDING') throw new Error(`No PENDING ledger ${ledgerId} to activate (${ledger?.status ?? 'unknown'}).`);
      activateLedger(ledger);
    },
    advanceRelatedKyc(corporateRelatedId, to) {
      const related = store.corporateRelated.get(corporateRelatedId);
      if (!related || related.kycStatus === undefined) throw new Error(`No person declared as ${corporateRelatedId} (a company has no KYC).`);
      if (to !== undefined && !isOneOf(KycStatus, to)) throw new Error(`${to} is no KYC status.`);
      const step = KYC_STEPS.findIndex((kycStep) => kycStep === related.kycStatus);
      related.kycStatus = to ?? KYC_STEPS[Math.min(step + 1, KYC_STEPS.length - 1)];
      return related.kycStatus;
    },
    advanceConsumerKyc(consumerId, to) {
      const consumer = store.consumers.get(consumerId);
      if (!consumer) throw new Error(`No consumer ${consumerId}.`);
      if (to !== undefined && !isOneOf(KycStatus, to)) throw new Error(`${to} is no KYC status.`);
      const step = KYC_STEPS.findIndex((kycStep) => kycStep === consumer.kycInfo.status);
      const next = decide('consumer-kyc-control', to ?? KYC_STEPS[Math.min(step + 1, KYC_STEPS.length - 1)]);
      consumer.kycInfo = { ...consumer.kycInfo, status: next, updateDate: new Date(now()).toISOString() };
      consumer.status = { ...consumer.status, kyc: { ...consumer.status.kyc, value: next } };
      if (next === 'VALIDATED') {
        for (const ledger of store.ledgers.values()) if (ledger.endUser.id === consumerId && ledger.status === 'PENDING') activateLedger(ledger);
      }
      return next;
    },
    enrolScaDevice(endUserId, name = 'Phone') {
      const holder = store.consumers.get(endUserId) ?? store.corporates.get(endUserId);
      if (!holder) throw new Error(`No end-user ${endUserId}.`);
      const id = newId();
      holder.scaDevices = [...holder.scaDevices, decide('consumer-kyc-control', { id, status: 'ACTIVE', name, platform: 'sandbox', creationDate: new Date(now()).toISOString() })];
      return id;
    },
    requireExtendedUbos(corporateId, required = true) {
      const corporate = store.corporates.get(corporateId);
      if (!corporate) throw new Error(`No corporate ${corporateId}.`);
      corporate.extendedUbos = required;
    },
    get requests() {
      return requests;
    },
    get data(): SandboxData {
      return store;
    },
    reset() {
      store = seedStore();
      requests.length = 0;
      sca.clear();
      for (const url of links.values()) URL.revokeObjectURL(url);
      links.clear();
    },
  };
}
