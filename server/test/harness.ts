/**
 * One server under test: the real app, the kit's sandbox as its service (in process, through a
 * recording fetch), cookie sessions, and its log lines kept. Every file that uses it ends by
 * grepping its logs for each secret the run saw: the key, the session secret, every session
 * cookie, and every PIN, PAN credential and one-time password the service answered.
 */
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { createSandbox, type SandboxOptions } from '../../src/sandbox/index.js';
import { createServer, type ServerOptions } from '../src/app.js';
import { cookieSessions, type Session } from '../src/session.js';

export { SEED } from '../../src/sandbox/index.js';

export const KEY = 'partner-key-for-tests-5b1e0c7d';
export const SESSION_SECRET = 'session-secret-for-tests-9f82a6c4d3e1b0a7';
export const ORIGIN = 'https://bank.test';

/** Secrets seen anywhere in the run, grepped for in every log line at the end of each file. */
const secrets = new Set<string>([KEY, SESSION_SECRET]);
const allLogs: string[] = [];
const SECRET_FIELDS = new Set(['pin', 'token', 'secret', 'otp']);

function collectSecrets(value: unknown) {
  if (Array.isArray(value)) value.forEach(collectSecrets);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (SECRET_FIELDS.has(key) && typeof inner === 'string' && inner.length >= 4) secrets.add(inner);
      collectSecrets(inner);
    }
  }
}

/**
 * What a log line must carry, which a short secret (a 4-digit PIN) may match by chance: request
 * ids and other UUIDs, timestamps, durations. They are set aside before grepping, unless one of
 * them is the secret itself.
 */
const CHANCE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d{2}-\d{2}T[\d:.]+Z|"ms":\d+/gi;
const carries = (line: string, secret: string) => line.replace(CHANCE, (match) => (match === secret ? match : '·')).includes(secret);

after(() => {
  assert.ok(allLogs.length > 0, 'the run wrote log lines');
  for (const secret of secrets) {
    const leaked = allLogs.find((line) => carries(line, secret));
    assert.equal(leaked, undefined, `a log line carries a secret: ${leaked}`);
  }
});

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  /** JSON body, or a FormData for multipart. */
  body?: unknown;
  as?: Session;
  /** The Origin header; default the allowed one on state-changing requests. null: none. */
  origin?: string | null;
  headers?: Record<string, string>;
  /** A session cookie made with other options (expired, tampered). */
  cookie?: string;
}

export function harness(options: Partial<ServerOptions> = {}, sandboxOptions: SandboxOptions = {}) {
  const sandbox = createSandbox({ scaAnswer: 'spec', approvalDelayMs: 0, ...sandboxOptions });
  /** Requests that reached the service, ownership look-ups left out. */
  const forwarded: Request[] = [];
  const logs: string[] = [];
  const sessions = cookieSessions({ secret: SESSION_SECRET });
  const app = createServer({
    service: {
      url: 'https://service.test',
      key: KEY,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (request.headers.get('x-request-id') !== 'ownership') forwarded.push(request.clone());
        return sandbox.fetch(request);
      }) as typeof fetch,
    },
    session: sessions.hook,
    callerMode: 'partner',
    allowedOrigins: [ORIGIN],
    log: (line) => {
      logs.push(line);
      allLogs.push(line);
    },
    ...options,
  });

  async function cookieFor(session: Session): Promise<string | undefined> {
    if (!session) return undefined;
    const setCookie = await sessions.signIn(session);
    const cookie = setCookie.split(';')[0]!;
    secrets.add(cookie.slice(cookie.indexOf('=') + 1));
    return cookie;
  }

  async function call(path: string, { method = 'GET', body, as = null, origin, headers = {}, cookie }: CallOptions = {}): Promise<Answer> {
    const sent = new Headers(headers);
    const sessionCookie = cookie ?? (await cookieFor(as));
    if (sessionCookie) sent.set('cookie', sessionCookie);
    const changing = method !== 'GET' && method !== 'HEAD';
    const originValue = origin === undefined ? (changing ? ORIGIN : null) : origin;
    if (originValue) sent.set('origin', originValue);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      if (!sent.has('content-type')) sent.set('content-type', 'application/json');
    }
    const response = await app.request(new Request(`${ORIGIN}/api${path}`, { method, headers: sent, body: payload }));
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text
    }
    collectSecrets(parsed);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  return { app, sandbox, sessions, forwarded, logs, call, cookieFor };
}
