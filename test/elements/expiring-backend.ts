/** The sandbox behind a real fetch adapter whose session can end, for the session-expiry tests. */
import { createFetchAdapter, type FetchAdapter } from '../../src/client/adapter.js';
import { createSandboxAdapter, type Sandbox } from '../../src/sandbox/index.js';
import { json } from '../client/fake-fetch.js';
import type { SvcSessionExpiredEvent } from '../../src/elements/base/events.js';

interface Sent {
  method: string;
  path: string;
  /** Sent while the session was expired (answered 401). */
  refused: boolean;
}

/**
 * The sandbox behind `createFetchAdapter` and a fetch whose session can end: while `state.expired`,
 * every request is answered 401 `SESSION_EXPIRED`. `bypassSca` (the default) asks the sandbox to skip
 * SCA on each request, as the partner backend would for a trusted read.
 */
export function expiringBackend({ bypassSca = true } = {}): {
  adapter: FetchAdapter;
  sandbox: Sandbox;
  state: { expired: boolean };
  /** The requests sent with this method to a path that passes `path`. */
  sent: (method: string, path: RegExp) => Sent[];
} {
  const { sandbox } = createSandboxAdapter({ approvalDelayMs: null });
  const log: Sent[] = [];
  const state = { expired: false };
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    log.push({ method: request.method, path: url.pathname, refused: state.expired });
    if (state.expired) return json(401, { code: 'SESSION_EXPIRED', message: 'No live session.' });
    const headers = new Headers(request.headers);
    if (bypassSca) headers.set('Service-SCA-Strategy', 'BY_PASS');
    const body = request.method === 'GET' ? undefined : await request.arrayBuffer();
    return sandbox.fetch(`${sandbox.baseUrl}${url.pathname}${url.search}`, { method: request.method, headers, body });
  };
  const adapter = createFetchAdapter({ baseUrl: 'https://partner.test', fetch: fetchFn as typeof fetch, sca: { strategy: 'PUSH_NOTIFICATION' } });
  return { adapter, sandbox, state, sent: (method, path) => log.filter((request) => request.method === method && path.test(request.path)) };
}

/** Every `svc-session-expired` on the page; `take` says whether the partner takes it (preventDefault). */
export function listenForExpiry(take: boolean) {
  const seen: SvcSessionExpiredEvent[] = [];
  const listener = (event: SvcSessionExpiredEvent) => {
    seen.push(event);
    if (take) event.preventDefault();
  };
  document.addEventListener('svc-session-expired', listener);
  return { seen, stop: () => document.removeEventListener('svc-session-expired', listener) };
}
