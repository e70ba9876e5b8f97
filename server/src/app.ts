/**
 * The reference partner backend: the kit's route table under `basePath`, each request checked
 * (caller headers, CSRF, who may call it, the end user's ids and fields, limits) and then forwarded
 * to the service with the partner key. Web-standard Request/Response throughout (hono), so the same
 * app runs on Node (`@hono/node-server`) or at the edge.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { OperationName } from '../../src/api/operations.js';
import { LIMITS } from '../../src/api/limits.js';
import { access as defaultAccess, rateLimited, type Access } from './access.js';
import { logger, stdoutSink, type LogFields, type LogSink } from './log.js';
import { serviceOwnership, type OwnershipHook } from './ownership.js';
import { createPolicy, rememberedIn } from './policy/check.js';
import { PolicyRefusal, type Refusal } from './policy/refusal.js';
import { memoryPolicyStore, type PolicyStore } from './policy/store.js';
import { memoryStore, type RateLimitStore } from './rate-limit.js';
import { routeMatcher, servedRoutes } from './routes.js';
import type { Session, SessionHook } from './session.js';
import { passThrough, serviceClient, type ServiceConfig } from './upstream.js';
import type { UpstreamRoute } from './upstream.config.js';

export interface ServerOptions {
  service: ServiceConfig;
  /** Who is calling (see session.ts; the reference is `cookieSessions(...).hook`). */
  session: SessionHook;
  /** Where the route table is served. Default `/api`: the kit's `base-url`. */
  basePath?: string;
  /**
   * Origins whose pages may change state (CSRF): `https://www.your-bank.example`. Default: the
   * server's own origin only, as the request names it.
   */
  allowedOrigins?: readonly string[];
  /** Default: ask the service (ownership.ts). */
  ownership?: OwnershipHook;
  /** Default: in memory (one instance only; see rate-limit.ts). */
  rateLimitStore?: RateLimitStore;
  /** Default: one JSON line per event on stdout. */
  log?: LogSink;
  /**
   * Headers that tell the service whom the server acts for. The spec does not say how an end user
   * is authenticated to the service, so by default the server calls as the partner (and fills
   * `endUserId`); the sandbox's stand-in is `sandboxIdentity`.
   */
  upstreamIdentity?: (session: Session) => Record<string, string>;
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

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.code);
  }
}
const refuse = (status: number, code: string, message: string, field?: string): never => {
  throw new Refused({ status, code, message, ...(field ? { field } : {}) });
};

const callerOf = (session: Session): NonNullable<LogFields['caller']> =>
  !session ? 'anonymous' : 'endUserId' in session ? 'end-user' : 'staff';

export function createServer(options: ServerOptions): Hono {
  const basePath = (options.basePath ?? '/api').replace(/\/+$/, '');
  const routes = servedRoutes(options.upstreamRoutes);
  const match = routeMatcher(routes);
  const service = serviceClient(options.service, routes);
  const policyStore = options.policyStore ?? memoryPolicyStore();
  const owns = options.ownership ?? serviceOwnership((operation, params, query) => service.read(operation, params, query), rememberedIn(policyStore));
  let partnerName = options.partnerName;
  const ownName = async () => {
    const name = partnerName ?? ((await service.read('getPartnerConfiguration')) as { name?: unknown } | undefined)?.name;
    return typeof name === 'string' ? (partnerName = name) : undefined;
  };
  const policy = createPolicy({ owns, store: policyStore, partnerName: ownName, access: options.access, idsPerRequest: options.idsPerRequest });
  const store = options.rateLimitStore ?? memoryStore();
  const log = logger(options.log ?? stdoutSink);
  const accessOf = options.access ?? defaultAccess;
  const identity = options.upstreamIdentity ?? (() => ({}));

  const app = new Hono();
  const tooLarge = (c: Context) => c.json({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' }, 413);
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge });

  /** CSRF: a state-changing request must come from an allowed page (Origin), or say it is same-origin (Sec-Fetch-Site). */
  function checkOrigin(request: Request) {
    if (!STATE_CHANGING.has(request.method)) return;
    const allowed = options.allowedOrigins ?? [new URL(request.url).origin];
    const origin = request.headers.get('origin');
    const site = request.headers.get('sec-fetch-site');
    if (origin !== null ? !allowed.includes(origin) : site !== 'same-origin') refuse(403, 'CSRF_REFUSED', 'This request did not come from the partner’s own pages.');
  }

  /** The body as sent: a multipart form, or the text (parsed by the policy, policy/parse.ts). */
  async function readBody(c: Context, multipart: boolean): Promise<string | FormData | undefined> {
    if (!STATE_CHANGING.has(c.req.method)) return undefined;
    if (multipart) {
      const form = await c.req.raw.formData().catch(() => refuse(400, 'INVALID_REQUEST', 'The body is not multipart/form-data.'));
      const file = form.get('file');
      if (file instanceof File && file.size >= LIMITS.uploadBytesBelow) refuse(413, 'FILE_TOO_LARGE', 'The file must be smaller than 5 MB.', 'file');
      return form;
    }
    const text = await c.req.text();
    return text === '' ? undefined : text;
  }

  app.all(`${basePath}/*`, async (c, next) => {
    const found = match(c.req.method, c.req.path.slice(basePath.length));
    return (found?.route.multipart ? uploadLimit : jsonLimit)(c, next);
  });

  app.all(`${basePath}/*`, async (c) => {
    const started = Date.now();
    const requestId = crypto.randomUUID();
    const request = c.req.raw;
    const path = c.req.path;
    const found = match(request.method, path.slice(basePath.length));
    let session: Session = null;
    const line = (fields: Partial<LogFields>) =>
      log({ requestId, event: 'request', method: request.method, path, operation: found?.route.operation, caller: callerOf(session), ms: Date.now() - started, ...fields });

    try {
      if (!found) refuse(404, 'NOT_FOUND', 'No such route.');
      const { route, params } = found!;
      if (request.headers.has('service-auth')) refuse(400, 'SERVICE_AUTH_REFUSED', 'The partner key is added by the server, never sent by a browser.');
      if (request.headers.get('service-sca-strategy')?.trim().toUpperCase() === 'BY_PASS') refuse(400, 'BY_PASS_REFUSED', 'BY_PASS is for the sandbox only.');
      checkOrigin(request);
      session = await options.session(request);
      const rule = accessOf[route.operation];
      const operation = route.operation;
      const sent = await policy.checkRequest({ operation, caller: session, params, search: new URL(request.url).searchParams, body: await readBody(c, route.multipart) });
      const endUserId = session && 'endUserId' in session ? session.endUserId : undefined;
      if (rule !== 'sign-up' && endUserId) {
        const limit = rateLimited[route.operation];
        if (limit && (await store.hit(`${limit.bucket}:${endUserId}`, limit.windowMs)) > limit.limit) {
          c.header('retry-after', String(Math.ceil(limit.windowMs / 1000)));
          refuse(429, 'RATE_LIMITED', 'Too many attempts. Try again later.');
        }
      }

      let answer: Response;
      try {
        answer = await service.send({ route, params: sent.params, search: sent.search, from: request, body: sent.body, identity: identity(rule === 'sign-up' ? null : session), requestId });
      } catch {
        line({ event: 'upstream-error', status: 502, code: 'UPSTREAM_UNAVAILABLE' });
        return c.json({ code: 'UPSTREAM_UNAVAILABLE', message: 'The banking service could not be reached.' }, 502, { 'x-request-id': requestId });
      }
      if (answer.status >= 300 && answer.status < 400) {
        await answer.body?.cancel();
        line({ event: 'upstream-error', status: 502, code: 'UPSTREAM_REDIRECT' });
        return c.json({ code: 'UPSTREAM_REDIRECT', message: 'The banking service answered with a redirect.' }, 502, { 'x-request-id': requestId });
      }
      line({ status: answer.status });
      return passThrough(await policy.answered(operation, session, answer), requestId);
    } catch (error) {
      if (error instanceof PolicyRefusal) return refused(error.refusal);
      if (!(error instanceof Refused)) {
        line({ event: 'server-error', status: 500, code: 'SERVER_ERROR' });
        return c.json({ code: 'SERVER_ERROR', message: 'Something went wrong on our side.' }, 500, { 'x-request-id': requestId });
      }
      return refused(error.refusal);
    }
    function refused({ status, ...body }: Refusal) {
      line({ event: 'refused', status, code: body.code });
      return c.json(body, status as 401, { 'x-request-id': requestId, 'cache-control': 'no-store' });
    }
  });

  return app;
}
