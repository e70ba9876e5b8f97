/**
 * The reference partner backend: the kit's route table under `basePath`, one Hono route per
 * operation (`app.on(method, path, …)`), each request passed through the same middleware (the
 * caller’s headers, CSRF, body size, session, limits, who may call, the body, the request checked by the policy) and then
 * forwarded to the service with the partner key. Web-standard Request/Response throughout, so the
 * same app runs on Node (`@hono/node-server`) or at the edge.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { contentAccepted, LIMITS, operations, type OperationName } from 'svc-elements/operations';
import { access as defaultAccess, type Access } from './access.js';
import { Refusal, refuse, serviceErrorBody } from './errors.js';
import { clientAddress, limitClassOf, productionLimits, type RateLimits, type Window } from './limits.js';
import { logger, stdoutSink, type LogFields, type LogSink } from './log.js';
import { serviceOwnership, type OwnershipHook } from './ownership.js';
import { createPolicy, rememberedIn } from './policy/check.js';
import { PolicyRefusal } from './policy/refusal.js';
import { memoryPolicyStore, type PolicyStore } from './policy/store.js';
import { honoPath, servedRoutes, type ServedRoute } from './routes.js';
import type { Session, SessionHook } from './session.js';
import { mountOpenApi } from './openapi-route.js';
import { memoryStore, type Store } from './store.js';
import { ANSWER_HEADERS, passThrough, serviceClient, UpstreamTimeout, type ServiceConfig } from './upstream.js';
import type { UpstreamRoute } from './upstream.config.js';

/**
 * How an end user's request is presented to the service (DESIGN §9: no default).
 * - `partner`: the partner acts for its end users with its own key; the policy (who may call and
 *   send what) is all that stands between a customer and the partner's rights.
 * - a function: the headers that carry the caller's own credentials towards the service (the
 *   end user's token, say); `null` is a sign-up, anonymous.
 */
export type CallerMode = 'partner' | ((session: Session) => Record<string, string>);

export interface ServerOptions {
  service: ServiceConfig;
  /** Who is calling (see session.ts; the reference is `cookieSessions(...).hook`). */
  session: SessionHook;
  /** Identity towards the service. Required: see `CallerMode`. */
  callerMode: CallerMode;
  /**
   * The `Set-Cookie` value of the restricted session a sign-up by someone not signed in opens,
   * bound to the new consumer (`sessions.signIn({ endUserId, onboarding: true })`). Without it a
   * sign-up opens none.
   */
  signUpSession?: (endUserId: string) => Promise<string>;
  /**
   * The `Set-Cookie` value of the full end-user session that replaces the restricted one once its
   * phone is verified (`sessions.signIn({ endUserId })`). Without it the person signs in again.
   */
  verifiedSession?: (endUserId: string) => Promise<string>;
  /** Where the route table is served. Default `/api`: the kit's `base-url`. */
  basePath?: string;
  /**
   * Origins whose pages may change state (CSRF): `https://www.your-bank.example`, a partner's dev
   * server. Default: the server's own origin only, as the request names it.
   */
  allowedOrigins?: readonly string[];
  /**
   * How many reverse proxies in front of the server append to `X-Forwarded-For` (the client's
   * address is the entry the nearest trusted one added). Default 0: the socket's peer.
   */
  trustedProxies?: number;
  /** Default: ask the service (ownership.ts). */
  ownership?: OwnershipHook;
  /** Limits and session versions. Default: in memory (one instance only; see store.ts). */
  store?: Store;
  /**
   * The rate limits counted (limits.ts). Default: `productionLimits`, which the production entry
   * (main.ts) always runs with; the demo's server alone passes higher ones (dev/demo-limits.ts).
   */
  limits?: RateLimits;
  /** Default: one JSON line per event on stdout. */
  log?: LogSink;
  /** Upstream overrides (default: upstream.config.ts). */
  upstreamRoutes?: Partial<Record<OperationName, UpstreamRoute>>;
  /** Default: access.ts. */
  access?: Record<OperationName, Access>;
  /**
   * The partner's name an anonymous sign-up carries (the spec's `partnerName`); a browser's value is
   * ignored. Default: the `name` of the partner's configuration, read once from the service.
   */
  partnerName?: string;
  /** Ownership answers cached per session and ids remembered (policy/store.ts). Default: in memory. */
  policyStore?: PolicyStore;
  /** Distinct record ids one end user's request may have looked up (400 `TOO_MANY_IDS` beyond). Default 8 (policy/limits.ts). */
  idsPerRequest?: number;
}

/** JSON bodies are small; an upload is the spec's file limit plus room for the multipart envelope and its fields. */
export const JSON_BODY_LIMIT = 64 * 1024;
export const UPLOAD_BODY_LIMIT = LIMITS.uploadBytesBelow + 64 * 1024;
/** Error answers of the service are read up to this size; the rest is dropped. */
const ERROR_BODY_LIMIT = 64 * 1024;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The request as it will be forwarded: path parameters, query, and the body as text or a multipart form. */
interface Sent {
  params: Record<string, string>;
  search: URLSearchParams;
  body?: string | FormData;
}

/** What the middleware hands on, typed (`c.get('session')`). */
export type ServerEnv = {
  Variables: RequestIdVariables & {
    route: ServedRoute;
    address: string;
    session: Session;
    sent: Sent;
    /** What the log line says of how the request ended, when not a plain answer. */
    outcome?: Pick<LogFields, 'event' | 'code'>;
  };
};
type C = Context<ServerEnv>;

const callerOf = (session: Session): NonNullable<LogFields['caller']> =>
  !session ? 'anonymous' : 'endUserId' in session ? (session.onboarding ? 'onboarding' : 'end-user') : 'staff';
const actorOf = (session: Session): string | undefined => (!session ? undefined : 'endUserId' in session ? `end-user:${session.endUserId}` : `staff:${session.staffId}`);

/** The socket's peer on Node (`@hono/node-server`), if there is one. */
function peerOf(c: C): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } }; server?: { incoming?: { socket?: { remoteAddress?: string } } } } | undefined;
  return (env?.server ?? env)?.incoming?.socket?.remoteAddress;
}

/** Whether a phone verification's answer says the phone is verified (`{ verified: true }`). */
async function verifiedIn(answer: Response): Promise<boolean> {
  const body = (await answer.clone().json().catch(() => undefined)) as { verified?: unknown } | undefined;
  return body?.verified === true;
}

export function createServer(options: ServerOptions): Hono<ServerEnv> {
  if (options.callerMode !== 'partner' && typeof options.callerMode !== 'function') throw new Error('Say how callers are presented to the service: callerMode `partner` or a function.');
  const basePath = (options.basePath ?? '/api').replace(/\/+$/, '');
  const routes = servedRoutes(options.upstreamRoutes);
  const service = serviceClient(options.service, routes);
  const policyStore = options.policyStore ?? memoryPolicyStore();
  const owns = options.ownership ?? serviceOwnership((operation, params, query) => service.read(operation, params, query), rememberedIn(policyStore));
  let partnerName = options.partnerName;
  const ownName = async () => {
    const name = partnerName ?? ((await service.read('getPartnerConfiguration')) as { name?: unknown } | undefined)?.name;
    return typeof name === 'string' ? (partnerName = name) : undefined;
  };
  const policy = createPolicy({ owns, store: policyStore, partnerName: ownName, access: options.access, idsPerRequest: options.idsPerRequest });
  const store = options.store ?? memoryStore();
  const rateLimits = options.limits ?? productionLimits;
  const log = logger(options.log ?? stdoutSink);
  const accessOf = options.access ?? defaultAccess;
  const identity = options.callerMode === 'partner' ? () => ({}) : options.callerMode;
  const trustedProxies = options.trustedProxies ?? 0;

  const app = new Hono<ServerEnv>();

  // Every request: its id (never the caller's own: limitLength 0 refuses any), its client address, one log line.
  app.use(`${basePath}/*`, requestId({ limitLength: 0 }), async (c, next) => {
    const started = Date.now();
    c.set('session', null);
    c.set('address', clientAddress(c.req.header('x-forwarded-for'), peerOf(c), trustedProxies));
    await next();
    const session = c.get('session');
    const outcome = c.get('outcome');
    log({
      requestId: c.get('requestId'),
      event: outcome?.event ?? 'request',
      method: c.req.method,
      path: c.req.path,
      operation: c.get('route')?.operation,
      caller: callerOf(session),
      ...(actorOf(session) ? { actor: actorOf(session) } : {}),
      address: c.get('address'),
      status: c.res.status,
      ...(outcome?.code ? { code: outcome.code } : {}),
      ms: Date.now() - started,
    });
  });

  /** Refuses what only the server may say: the partner key, and the sandbox-only BY_PASS. */
  const callerHeaders = createMiddleware<ServerEnv>(async (c, next) => {
    if (c.req.header('service-auth') !== undefined) refuse(400, 'SERVICE_AUTH_REFUSED', 'The partner key is added by the server, never sent by a browser.');
    if (c.req.header('service-sca-strategy')?.trim().toUpperCase() === 'BY_PASS') refuse(400, 'BY_PASS_REFUSED', 'BY_PASS is for the sandbox only.');
    await next();
  });

  /** CSRF: a state-changing request must come from an allowed page (Origin), or say it is same-origin (Sec-Fetch-Site). */
  const csrf = createMiddleware<ServerEnv>(async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const allowed = options.allowedOrigins ?? [new URL(c.req.url).origin];
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if (origin !== undefined ? !allowed.includes(origin) : site !== 'same-origin') refuse(403, 'CSRF_REFUSED', 'This request did not come from the partner’s own pages.');
    }
    await next();
  });

  const tooLarge = () => refuse(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge });

  const session = createMiddleware<ServerEnv>(async (c, next) => {
    c.set('session', await options.session(c.req.raw));
    await next();
  });

  async function count(key: string, window: Window) {
    if ((await store.hit(key, window.windowMs)) > window.limit) {
      refuse(429, 'RATE_LIMITED', 'Too many attempts. Try again later.', undefined, { 'retry-after': String(Math.ceil(window.windowMs / 1000)) });
    }
  }

  /** Limits by class, per session and per client address (limits.ts). */
  const limits = createMiddleware<ServerEnv>(async (c, next) => {
    const route = c.get('route');
    const kind = limitClassOf(route.operation, c.req.method, c.req.header('service-sca-id') !== undefined);
    const windows = rateLimits.classes[kind];
    const actor = actorOf(c.get('session'));
    if (windows.global) await count(`${kind}:global`, windows.global);
    await count(`${kind}:address:${c.get('address')}`, windows.address);
    if (windows.session && actor) await count(`${kind}:${actor}`, windows.session);
    await next();
  });

  /** The body as sent: a multipart form, or the text (parsed by the policy, policy/parse.ts). */
  async function readBody(c: C, multipart: boolean): Promise<string | FormData | undefined> {
    if (!STATE_CHANGING.has(c.req.method)) return undefined;
    if (multipart) {
      const form = await c.req.raw.formData().catch(() => refuse(400, 'INVALID_REQUEST', 'The body is not multipart/form-data.'));
      for (const file of form.getAll('file')) {
        if (!(file instanceof File)) continue;
        if (file.size >= LIMITS.uploadBytesBelow) refuse(413, 'FILE_TOO_LARGE', 'The file must be smaller than 5 MB.', 'file');
        // The kit's list of types (src/api/upload-types.ts), read from the file's first bytes.
        if (!(await contentAccepted(file, undefined))) refuse(415, 'INVALID_REQUEST', 'This type of file is not accepted.', 'file');
      }
      return form;
    }
    const text = await c.req.text();
    return text === '' ? undefined : text;
  }

  const body = createMiddleware<ServerEnv>(async (c, next) => {
    const route = c.get('route');
    c.set('sent', { params: c.req.param() as Record<string, string>, search: new URL(c.req.url).searchParams, body: await readBody(c, route.multipart) });
    await next();
  });

  /**
   * The request checked by the policy (server/src/policy/): who may call the operation, the request
   * parsed with its operation's strict schema, which fields and ids this caller may send,
   * `endUserId` from the session. What goes on is what the policy hands back, never the original.
   */
  const checkRequest = createMiddleware<ServerEnv>(async (c, next) => {
    const { operation } = c.get('route');
    const sent = c.get('sent');
    c.set('sent', await refusedAs(() => policy.checkRequest({ operation, caller: c.get('session'), params: sent.params, search: sent.search, body: sent.body })));
    await next();
  });

  /**
   * Who may call the operation, before its body is read: a caller the access table refuses gets
   * 401/403 and nothing else, their upload never opened nor its type sniffed (the policy checks it
   * again with the rest). Found by the fuzzer (server/test/fuzz/seeds.json).
   */
  const callerMayCall = createMiddleware<ServerEnv>(async (c, next) => {
    await refusedAs(() => policy.checkCaller(c.get('route').operation, c.get('session')));
    await next();
  });

  /** A policy refusal as the app's own (errors.ts), its status and body kept. */
  async function refusedAs<T>(check: () => T | Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      if (!(error instanceof PolicyRefusal)) throw error;
      const { status, code, message, field, errors } = error.refusal;
      throw new Refusal(status as ContentfulStatusCode, { code, message, ...(field !== undefined ? { field } : {}), ...(errors ? { errors } : {}) });
    }
  }

  /** The PIN, the card number, verification codes, KYB: per caller, reveals and SCA starts only (never a poll). */
  const secretLimit = createMiddleware<ServerEnv>(async (c, next) => {
    const limit = rateLimits.secrets[c.get('route').operation];
    const actor = actorOf(c.get('session'));
    if (limit && actor && c.req.header('service-sca-id') === undefined) await count(`${limit.bucket}:${actor}`, limit);
    await next();
  });

  const forward = async (c: C) => {
    const route = c.get('route');
    const caller = c.get('session');
    const sent = c.get('sent');
    const requestIdValue = c.get('requestId');
    const signUp = accessOf[route.operation] === 'sign-up';
    let answer: Response;
    try {
      answer = await service.send({ route, params: sent.params, search: sent.search, from: c.req.raw, body: sent.body, identity: identity(signUp ? null : caller), requestId: requestIdValue });
    } catch (error) {
      if (error instanceof UpstreamTimeout) return fail(c, 504, 'UPSTREAM_TIMEOUT', 'The banking service did not answer in time.');
      return fail(c, 502, 'UPSTREAM_UNAVAILABLE', 'The banking service could not be reached.');
    }
    if (answer.status >= 300 && answer.status < 400) {
      await answer.body?.cancel();
      return fail(c, 502, 'UPSTREAM_REDIRECT', 'The banking service answered with a redirect.');
    }
    if (answer.status >= 400) return serviceError(c, answer);
    // The restricted session of the new consumer: the onboarding steps, until the phone is verified.
    // Opened for someone not signed in only: a session already open is never swapped behind its back.
    const created = signUp && options.signUpSession && !caller ? ((await answer.clone().json().catch(() => undefined)) as { id?: unknown } | undefined) : undefined;
    const verified = route.operation === 'verifyConsumerPhone' && caller && 'endUserId' in caller && caller.onboarding ? await verifiedIn(answer) : false;
    const passed = passThrough(await policy.answered(route.operation, caller, answer), requestIdValue, operations[route.operation].response === 'file');
    if (typeof created?.id === 'string') passed.headers.append('set-cookie', await options.signUpSession!(created.id));
    // The phone verified: the onboarding steps are done, the person's session is a full one from now on.
    if (verified && options.verifiedSession && caller && 'endUserId' in caller) {
      passed.headers.append('set-cookie', await options.verifiedSession(caller.endUserId));
    }
    return passed;
  };

  function fail(c: C, status: ContentfulStatusCode, code: string, message: string) {
    c.set('outcome', { event: 'upstream-error', code });
    return c.json({ code, message, requestId: c.get('requestId') }, status, { ...ANSWER_HEADERS, 'x-request-id': c.get('requestId') });
  }

  /** The service's error answer, rebuilt (errors.ts): its status, its codes, never its words. */
  async function serviceError(c: C, answer: Response) {
    const text = await answer.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text.length <= ERROR_BODY_LIMIT && answer.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const rebuilt = serviceErrorBody(answer.status, parsed, c.get('requestId'));
    const headers: Record<string, string> = { ...ANSWER_HEADERS, 'x-request-id': c.get('requestId') };
    const retryAfter = answer.headers.get('retry-after');
    if (retryAfter && /^\d{1,6}$/.test(retryAfter)) headers['retry-after'] = retryAfter;
    return c.json(rebuilt, answer.status as ContentfulStatusCode, headers);
  }

  for (const route of routes) {
    const info = createMiddleware<ServerEnv>(async (c, next) => {
      c.set('route', route);
      await next();
    });
    app.on(route.method, `${basePath}${honoPath(route.path)}`, info, callerHeaders, csrf, route.multipart ? uploadLimit : jsonLimit, session, limits, callerMayCall, body, checkRequest, secretLimit, forward);
  }

  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'No such route.', requestId: c.get('requestId') }, 404, { ...ANSWER_HEADERS }));

  app.onError((error, c) => {
    const id = c.get('requestId');
    const headers: Record<string, string> = { ...ANSWER_HEADERS, ...(id ? { 'x-request-id': id } : {}) };
    if (error instanceof Refusal) {
      c.set('outcome', { event: 'refused', code: error.body.code });
      return c.json({ ...error.body, requestId: id }, error.status, { ...headers, ...error.headers });
    }
    if (error instanceof HTTPException) {
      c.set('outcome', { event: 'refused', code: 'INVALID_REQUEST' });
      return c.json({ code: 'INVALID_REQUEST', message: 'The request was refused.', requestId: id }, error.status, headers);
    }
    c.set('outcome', { event: 'server-error', code: 'SERVER_ERROR' });
    return c.json({ code: 'SERVER_ERROR', message: 'Something went wrong on our side.', requestId: id }, 500, headers);
  });

  mountOpenApi(app);
  return app;
}
