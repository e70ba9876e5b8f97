/**
 * The reference partner backend: the kit's route table under `basePath`, each request checked
 * (caller headers, CSRF, who may call it, the end user's ids and fields, limits) and then forwarded
 * to the service with the partner key. Web-standard Request/Response throughout (hono), so the same
 * app runs on Node (`@hono/node-server`) or at the edge.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { operations, type OperationName } from '../../src/api/operations.js';
import { LIMITS } from '../../src/api/limits.js';
import { access as defaultAccess, rateLimited, type Access } from './access.js';
import { fillEndUser, refusalFor, type Refusal, type Sent } from './end-user-rules.js';
import { logger, stdoutSink, type LogFields, type LogSink } from './log.js';
import { serviceOwnership, type OwnershipHook } from './ownership.js';
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
  const owns = options.ownership ?? serviceOwnership((operation, params, query) => service.read(operation, params, query));
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

  function checkAccess(rule: Access, session: Session) {
    if (rule === 'sign-up') return;
    if (rule === 'none') refuse(403, 'FORBIDDEN', 'This operation is not available from a browser.');
    if (!session) refuse(401, 'SESSION_EXPIRED', 'Sign in again to continue.');
    if (session && 'endUserId' in session) {
      if (rule === 'end-user' || rule === 'end-user+back-office') return;
      refuse(403, 'FORBIDDEN', 'This operation is for the partner’s staff.');
    }
    const roles = session && 'staff' in session ? session.staff : [];
    const needed = rule === 'end-user+back-office' ? 'back-office' : rule.startsWith('staff:') ? rule.slice('staff:'.length) : undefined;
    if (!needed || !roles.some((role) => role === needed)) refuse(403, 'FORBIDDEN', 'This operation needs another role.');
  }

  async function readBody(c: Context, multipart: boolean): Promise<unknown> {
    if (!STATE_CHANGING.has(c.req.method)) return undefined;
    if (multipart) {
      const form = await c.req.raw.formData().catch(() => refuse(400, 'INVALID_REQUEST', 'The body is not multipart/form-data.'));
      const file = form.get('file');
      if (file instanceof File && file.size >= LIMITS.uploadBytesBelow) refuse(413, 'FILE_TOO_LARGE', 'The file must be smaller than 5 MB.', 'file');
      return form;
    }
    const text = await c.req.text();
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return refuse(400, 'INVALID_REQUEST', 'The body is not JSON.');
    }
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
      checkAccess(rule, session);

      const sent: Sent = { params, search: new URL(request.url).searchParams, body: await readBody(c, route.multipart) };
      const endUserId = session && 'endUserId' in session ? session.endUserId : undefined;
      if (rule === 'sign-up') {
        // Anyone may sign up; nobody names records or partner-only fields while doing it.
        const refusal = await refusalFor(sent, '', async () => false);
        if (refusal) throw new Refused(refusal);
      } else if (endUserId) {
        const refusal = await refusalFor(sent, endUserId, owns);
        if (refusal) throw new Refused(refusal);
        fillEndUser(operations[route.operation], sent, endUserId);
        const limit = rateLimited[route.operation];
        if (limit && (await store.hit(`${limit.bucket}:${endUserId}`, limit.windowMs)) > limit.limit) {
          c.header('retry-after', String(Math.ceil(limit.windowMs / 1000)));
          refuse(429, 'RATE_LIMITED', 'Too many attempts. Try again later.');
        }
      }

      const body = sent.body instanceof FormData ? sent.body : sent.body === undefined ? undefined : JSON.stringify(sent.body);
      let answer: Response;
      try {
        answer = await service.send({ route, params, search: sent.search, from: request, body, identity: identity(rule === 'sign-up' ? null : session), requestId });
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
      return passThrough(answer, requestId);
    } catch (error) {
      if (!(error instanceof Refused)) {
        line({ event: 'server-error', status: 500, code: 'SERVER_ERROR' });
        return c.json({ code: 'SERVER_ERROR', message: 'Something went wrong on our side.' }, 500, { 'x-request-id': requestId });
      }
      const { status, ...body } = error.refusal;
      line({ event: 'refused', status, code: body.code });
      return c.json(body, status as 401, { 'x-request-id': requestId, 'cache-control': 'no-store' });
    }
  });

  return app;
}
