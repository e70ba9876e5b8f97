/**
 * What every page carries of the sessions that expire and come back (`client/session-gate.ts`,
 * fetched with the first `SESSION_EXPIRED`, with each element's notice, `session-notice.ts`): which
 * session an adapter belongs to and the gate's module once it is here. Until an expiry, nothing else
 * of it is downloaded.
 */
import { nothing } from 'lit';
import type { FetchAdapter } from '../../client/adapter.js';
import type { ErrorTexts } from '../../api/errors.js';
import { loadOnce } from './load-once.js';

type SessionModule = Pick<typeof import('./session-notice.js'), 'sessionOf' | 'resumeSession' | 'renderNotice'>;
let loaded: SessionModule | undefined;

/** Fetches the session module (once). Undefined when it could not be fetched: the expiry then fails as before. */
export const loadSession = loadOnce(
  () => import('./session-notice.js').then(({ sessionOf, resumeSession, renderNotice }) => (loaded = { sessionOf, resumeSession, renderNotice })),
  'the session module',
);

/** The session module, if an expiry has fetched it. */
export function sessionModule(): SessionModule | undefined {
  return loaded;
}

/** The session of each adapter a `<svc-provider>` built or was given: its provider's key. Any other adapter is a session of its own. */
export const sessionKeys = new WeakMap<FetchAdapter, object>();

/** The key of `adapter`'s session. */
export const sessionKey = (adapter: FetchAdapter): object => sessionKeys.get(adapter) ?? adapter;

/**
 * `host`'s notice about its session (`session-notice.ts`), once an expiry has fetched the sessions'
 * module; nothing before.
 */
export function renderSessionNotice(host: { requestUpdate(): void; readonly updateComplete: Promise<unknown> }, texts: ErrorTexts): unknown {
  return loaded ? loaded.renderNotice(host, texts) : nothing;
}
