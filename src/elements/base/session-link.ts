/**
 * What every page carries of the sessions that expire and come back (`client/session-gate.ts`,
 * fetched with the first `SESSION_EXPIRED`): which session an adapter belongs to, the gate's module
 * once it is here, and each element's notice. Until an expiry, nothing else of it is downloaded.
 */
import { html, nothing } from 'lit';
import type { FetchAdapter } from '../../client/adapter.js';
import type { ErrorTexts } from '../../api/errors.js';
import { ownString } from '../../api/own.js';
import { loadOnce } from './load-once.js';

type SessionModule = Pick<typeof import('../../client/session-gate.js'), 'sessionOf' | 'resumeSession' | 'noticeOf' | 'noticeWords'>;
let loaded: SessionModule | undefined;

/** Fetches the session module (once). Undefined when it could not be fetched: the expiry then fails as before. */
export const loadSession = loadOnce(
  () => import('../../client/session-gate.js').then(({ sessionOf, resumeSession, noticeOf, noticeWords }) => (loaded = { sessionOf, resumeSession, noticeOf, noticeWords })),
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

type NoticeHost = { requestUpdate(): void; readonly updateComplete: Promise<unknown> };

/** Elements whose notice's live region is in the page: its words go in one update after it, so that it is announced. */
const voiced = new WeakSet<NoticeHost>();

/**
 * `host`'s notice about its session, in a polite live region (nothing while the session is not in
 * question): its words from `texts` (the element's locale), else the English the session module brings.
 */
export function renderSessionNotice(host: NoticeHost, texts: ErrorTexts): unknown {
  const notice = loaded?.noticeOf(host);
  if (!loaded || !notice) {
    voiced.delete(host);
    return nothing;
  }
  if (!voiced.has(host)) {
    void host.updateComplete.then(() => {
      voiced.add(host);
      host.requestUpdate();
    });
  }
  const code = notice === 'waiting' ? 'SESSION_WAITING' : 'SESSION_RESUMED';
  const words = !voiced.has(host) ? '' : (ownString(texts, code) ?? loaded.noticeWords[code]);
  return html`<p class="message info session-notice" part="notice" role="status">${words}</p>`;
}
