/**
 * The backend of the real-HTTP browser tests (test/http/): the reference server, signed-in through
 * its sandbox sign-in, with the sandbox as its service on a port of its own, plus a few controls
 * for the tests under `/__backend/` (approve the pending SCA, what the service received, a service that
 * hangs, start afresh, and whether any log line of the run carried a secret). web-test-runner serves it on the
 * test pages' own origin (test/runner/http-backend.mjs), so cookies and CSRF work as on a partner's site.
 */
import { randomBytes } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import { createServer } from '../src/app.js';
import { mountDevSignIn } from '../src/dev/dev-sign-in.js';
import { sandboxIdentity, startSandboxService } from '../src/dev/sandbox-service.js';
import { cookieSessions } from '../src/session.js';
import { memoryStore, type Store } from '../src/store.js';

const KEY = `browser-test-key-${randomBytes(6).toString('hex')}`;
const SECRET_FIELDS = new Set(['pin', 'token', 'secret', 'otp']);

/**
 * Whether a log line holds a secret. A short one (a four-digit PIN) is looked for as a whole JSON
 * value or word, outside the fields the server makes itself (time, request id, actor, address): as
 * a bare substring it turns up by chance inside those (a PIN of 4000 in an id's `-4000-`).
 */
const leaks = (line: string, secret: string) =>
  secret.length >= 8 ? line.includes(secret) : new RegExp(`(^|[^0-9A-Za-z])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^0-9A-Za-z])`).test(line.replace(/"(time|requestId|actor|address)":"[^"]*"/g, ''));

export async function startBrowserBackend(sandboxPort: number) {
  const upstream = await startSandboxService(sandboxPort, { scaAnswer: 'spec', approvalDelayMs: null });
  const secret = randomBytes(32).toString('base64url');
  const secrets = new Set([KEY, secret]);
  const logs: string[] = [];
  let counters = memoryStore();
  const store: Store = { hit: (key, windowMs) => counters.hit(key, windowMs), version: (key) => counters.version(key), bump: (key) => counters.bump(key) };
  const sessions = cookieSessions({ secret, secure: false, store });

  /** While set (`/__backend/hang`), the service never answers: the server's timeout ends the wait. */
  let hanging = false;
  const hang = (signal: AbortSignal | null | undefined) => new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));

  /** The service as the server sees it, with every secret it answers noted for the log check. */
  const service = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (hanging) return hang(init?.signal);
    const answer = await fetch(input, init);
    if (answer.headers.get('content-type')?.includes('json')) {
      const body = (await answer.clone().json().catch(() => undefined)) as Record<string, unknown> | undefined;
      for (const [key, value] of Object.entries(body ?? {})) if (SECRET_FIELDS.has(key) && typeof value === 'string') secrets.add(value);
    }
    return answer;
  }) as typeof fetch;

  const app = createServer({
    service: { url: upstream.url, key: KEY, fetch: service, timeoutMs: 2000 },
    session: sessions.hook,
    callerMode: sandboxIdentity,
    signUpSession: (endUserId) => sessions.signIn({ endUserId, onboarding: true }),
    store,
    log: (line) => logs.push(line),
  });
  mountDevSignIn(app, sessions);
  // Cookies the server issued are secrets too.
  app.use('/dev/*', async (c, next) => {
    await next();
    const cookie = c.res.headers.get('set-cookie')?.split(';')[0];
    if (cookie) secrets.add(cookie.slice(cookie.indexOf('=') + 1));
  });

  app.post('/__backend/approve', (c) => {
    upstream.sandbox.approve();
    return c.body(null, 204);
  });
  app.post('/__backend/hang', async (c) => {
    hanging = ((await c.req.json()) as { hang: boolean }).hang;
    return c.body(null, 204);
  });
  app.post('/__backend/reset', (c) => {
    hanging = false;
    upstream.sandbox.reset();
    counters = memoryStore();
    return c.body(null, 204);
  });
  app.get('/__backend/requests', (c) =>
    c.json(upstream.sandbox.requests.map(({ operation, method, url, status, headers }) => ({ operation, method, status, query: new URL(url).search, serviceAuth: headers['service-auth'] === KEY }))));
  app.get('/__backend/log', (c) =>
    c.json({ lines: logs.length, refused: logs.map((line) => JSON.parse(line)).filter((line) => line.event === 'refused'), leaks: logs.filter((line) => [...secrets].some((s) => leaks(line, s))) }));

  return {
    listener: getRequestListener(app.fetch),
    close: () => upstream.close(),
  };
}
