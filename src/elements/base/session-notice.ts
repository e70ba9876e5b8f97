/**
 * An element's notice about its session, drawn only once a `SESSION_EXPIRED` has fetched the
 * sessions' module (`client/session-gate.ts`), which comes with this one (`session-link.ts`
 * fetches both at once): until then no element has anything to say, and no page carries it.
 */
import { html, nothing } from 'lit';
import type { ErrorTexts } from '../../api/errors.js';
import { ownString } from '../../api/own.js';
import { noticeOf, noticeWords } from '../../client/session-gate.js';

export { sessionOf, resumeSession } from '../../client/session-gate.js';

type NoticeHost = { requestUpdate(): void; readonly updateComplete: Promise<unknown> };

/** Elements whose notice's live region is in the page: its words go in one update after it, so that it is announced. */
const voiced = new WeakSet<NoticeHost>();

/**
 * `host`'s notice about its session, in a polite live region (nothing while the session is not in
 * question): its words from `texts` (the element's locale), else the English the session module brings.
 */
export function renderNotice(host: NoticeHost, texts: ErrorTexts): unknown {
  const notice = noticeOf(host);
  if (!notice) {
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
  const words = !voiced.has(host) ? '' : (ownString(texts, code) ?? noticeWords[code]);
  return html`<p class="message info session-notice" part="notice" role="status">${words}</p>`;
}
