/**
 * The reference server under fuzzing, built as harness.ts builds it (the real app, the kit's sandbox
 * as its service through a recording fetch, cookie sessions, caller mode `partner`) and served over
 * real HTTP (127.0.0.1, as over-http.ts). Every property run starts from a fresh state: a new
 * sandbox, new limit counters and a new ownership cache, so that a run replays alike from its seed
 * and no run's limits or records leak into the next.
 *
 * Every call the server makes to the service is recorded: the request forwarded, and the ownership
 * and configuration look-ups the policy makes first (`x-request-id: ownership`).
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox } from '../../../src/sandbox/index.js';
import { createServer } from '../../src/app.js';
import { memoryPolicyStore, type PolicyStore } from '../../src/policy/store.js';
import { cookieSessions, sessionWiring } from '../../src/session.js';
import { memoryStore, type Store } from '../../src/store.js';
import { jsonText } from './arbitraries.js';
import { isFilePart, type FileKind, type FuzzRequest } from './requests.js';

export interface UpstreamCall {
  /** An ownership or configuration look-up by the policy, not the request itself. */
  lookUp: boolean;
  method: string;
  url: string;
  status?: number;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed when the answer says JSON; undefined otherwise or when it does not parse. */
  json?: unknown;
  /** What reached the service while this request was handled. */
  upstream: UpstreamCall[];
}

/** The first bytes of each kind of file part: what the server's type check reads. */
const FILE_BYTES: Record<FileKind, { bytes: Uint8Array<ArrayBuffer>; type: string; name: string }> = {
  pdf: { bytes: new TextEncoder().encode('%PDF-1.4\n%fuzz\n'), type: 'application/pdf', name: 'fuzz.pdf' },
  png: { bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), type: 'image/png', name: 'fuzz.png' },
  jpeg: { bytes: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), type: 'image/jpeg', name: 'fuzz.jpg' },
  text: { bytes: new TextEncoder().encode('plain text'), type: 'text/plain', name: 'fuzz.txt' },
  html: { bytes: new TextEncoder().encode('<!doctype html><script>alert(1)</script>'), type: 'application/pdf', name: 'fuzz.pdf' },
};

export const STAFF_ID = 'staff-fuzz';
/** As harness.ts has them (not imported: its log check is for its own servers). */
const KEY = 'partner-key-for-fuzzing-3c9a1e57';
const SESSION_SECRET = 'session-secret-for-fuzzing-7d2b94e0a1c6f835';
export const ORIGIN = 'https://bank.test';

export async function startTarget(port: number) {
  let sandbox: Sandbox;
  let store: Store;
  let policyStore: PolicyStore;
  let calls: UpstreamCall[] = [];
  const logs: string[] = [];
  const reset = () => {
    sandbox = createSandbox({ scaAnswer: 'spec', approvalDelayMs: 0 });
    store = memoryStore();
    policyStore = memoryPolicyStore();
    calls = [];
    logs.length = 0;
  };
  reset();
  const sessions = cookieSessions({ secret: SESSION_SECRET, secure: false });
  const app = createServer({
    service: {
      url: 'https://service.test',
      key: KEY,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const call: UpstreamCall = { lookUp: request.headers.get('x-request-id') === 'ownership', method: request.method, url: request.url };
        calls.push(call);
        const answer = await sandbox.fetch(request);
        call.status = answer.status;
        return answer;
      }) as typeof fetch,
    },
    ...sessionWiring(sessions),
    callerMode: 'partner',
    allowedOrigins: [ORIGIN],
    // The state is the current run's: each run swaps in fresh ones (reset).
    store: { hit: (key, windowMs) => store.hit(key, windowMs), version: (key) => store.version(key), bump: (key) => store.bump(key) },
    policyStore: { get: (key) => policyStore.get(key), set: (key, value, ttlMs) => policyStore.set(key, value, ttlMs) },
    log: (line) => logs.push(line),
  });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve, reject) => server.once('listening', () => resolve()).once('error', reject));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

  async function cookieOf(request: FuzzRequest): Promise<string | undefined> {
    if (request.caller === 'nobody') return undefined;
    const session = request.caller === 'end user' ? { endUserId: request.endUser! } : { staff: ['back-office' as const], staffId: STAFF_ID };
    return (await sessions.signIn(session)).split(';')[0];
  }

  function bodyOf(request: FuzzRequest, multipart: boolean): { body?: BodyInit; type?: string } {
    if (request.raw !== undefined) return { body: request.raw, type: 'application/json' };
    if (request.body === undefined) return {};
    if (!multipart || !request.body || typeof request.body !== 'object' || Array.isArray(request.body)) return { body: jsonText(request.body), type: 'application/json' };
    const form = new FormData();
    for (const [key, value] of Object.entries(request.body)) {
      if (isFilePart(value)) {
        const file = FILE_BYTES[value.$file];
        form.append(key, new File([file.bytes], file.name, { type: file.type }));
      } else form.append(key, String(value));
    }
    return { body: form };
  }

  /** Sends one request from a fresh state and answers what came back and what reached the service. */
  async function send(request: FuzzRequest, { method, path, multipart }: { method: string; path: string; multipart: boolean }): Promise<Answer> {
    reset();
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.path[name] ?? ''));
    const search = new URLSearchParams(request.query).toString();
    const headers = new Headers();
    const cookie = await cookieOf(request);
    if (cookie) headers.set('cookie', cookie);
    if (method !== 'GET') headers.set('origin', ORIGIN);
    const { body, type } = bodyOf(request, multipart);
    if (type) headers.set('content-type', type);
    const response = await fetch(`${base}${filled}${search ? `?${search}` : ''}`, { method, headers, body });
    const text = await response.text();
    let json: unknown;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, headers: response.headers, text, json, upstream: [...calls] };
  }

  return {
    send,
    logs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Target = Awaited<ReturnType<typeof startTarget>>;
