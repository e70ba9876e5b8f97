/**
 * Sessions that expire and come back. One `SessionGate` per session: a `<svc-provider>`'s (bound to
 * every adapter it builds, so it outlives a new adapter made for new credentials), or, for an element
 * with an adapter of its own, that adapter's.
 *
 * The first request that meets a 401 `SESSION_EXPIRED` fires `svc-session-expired` from its element,
 * once while the session stays expired. Taken (`preventDefault()`), the expiry holds every request
 * of the session that meets it: a read waits and is sent again on `resume()`; a write waits and is
 * then handed back to the person, never sent again by itself. Each element holding a request says so
 * (`notice`), politely. Left alone, the request fails as before ("sign in again"), and the expiry
 * ends with the session's next success, so that a later one is reported again.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { OperationName } from '../../api/operations.js';
import type { FetchAdapter } from '../../client/adapter.js';
import { SvcSessionExpiredEvent } from './events.js';

/** What an element says while a request of its own is held: waiting for the sign-in, or signed in again (send again). */
export type SessionNotice = 'waiting' | 'resumed';

export type SessionHost = ReactiveControllerHost & EventTarget;

/** The notice of each element, whatever its session. */
const notices = new WeakMap<SessionHost, SessionNotice>();

/** What `host` says about the session now, if anything. */
export function sessionNotice(host: SessionHost): SessionNotice | undefined {
  return notices.get(host);
}

/** Elements whose notice's live region is in the page: its words go in one update after it, so that it is announced. */
const voiced = new WeakSet<SessionHost>();

/** The words of the notices, in the element's language (its `errors` part). */
export interface SessionTexts {
  SESSION_WAITING: string;
  SESSION_RESUMED: string;
}

/** `host`'s notice, above its content, in a polite live region (nothing while the session is not in question). */
export function renderSessionNotice(host: SessionHost, texts: SessionTexts): unknown {
  const notice = notices.get(host);
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
  const words = !voiced.has(host) ? '' : notice === 'waiting' ? texts.SESSION_WAITING : texts.SESSION_RESUMED;
  return html`<p class="message info session-notice" part="notice" role="status">${words}</p>`;
}

function say(host: SessionHost, notice: SessionNotice | undefined): void {
  if (notices.get(host) === notice) return;
  if (notice) notices.set(host, notice);
  else notices.delete(host);
  host.requestUpdate();
}

interface Expiry {
  taken: boolean;
  resumed: Promise<void>;
  resume: () => void;
}

export class SessionGate {
  private expiry?: Expiry;
  /** The elements holding a request, and whether one of them is a write (handed back on resume). */
  private readonly held = new Map<SessionHost, boolean>();

  /**
   * A request of `host` met `SESSION_EXPIRED`. The first of an expiry fires `svc-session-expired`
   * from `host`. Returns the promise of the resume when the partner took it, else undefined (fail).
   */
  expired(host: SessionHost, operation: OperationName): Promise<void> | undefined {
    let expiry = this.expiry;
    if (!expiry) {
      let resume = () => {};
      const resumed = new Promise<void>((done) => (resume = done));
      expiry = this.expiry = { taken: false, resumed, resume };
      expiry.taken = !host.dispatchEvent(new SvcSessionExpiredEvent({ operation, resume: () => this.resume() }));
    }
    return expiry.taken ? expiry.resumed : undefined;
  }

  /** Holds a request of `host` until `resumed` (or its `signal` aborts: then it rejects with the abort's reason). */
  async hold(host: SessionHost, resumed: Promise<void>, write: boolean, signal: AbortSignal): Promise<void> {
    this.held.set(host, write || this.held.get(host) === true);
    say(host, 'waiting');
    await new Promise<void>((done, fail) => {
      const stop = () => fail(signal.reason);
      if (signal.aborted) return stop();
      signal.addEventListener('abort', stop, { once: true });
      void resumed.then(() => {
        signal.removeEventListener('abort', stop);
        done();
      });
    });
  }

  /** A request of the session succeeded: an expiry nobody took is over. */
  live(): void {
    if (this.expiry && !this.expiry.taken) this.expiry = undefined;
  }

  /** `host` starts a request: a write handed back is being sent again, so its notice goes. */
  started(host: SessionHost): void {
    if (notices.get(host) === 'resumed') say(host, undefined);
  }

  /** The person is signed in again: the reads held are sent again, each write held is handed back. */
  resume(): void {
    const { expiry } = this;
    this.expiry = undefined;
    for (const [host, write] of this.held) say(host, write ? 'resumed' : undefined);
    this.held.clear();
    expiry?.resume();
  }
}

const gates = new WeakMap<FetchAdapter, SessionGate>();

/** Makes `gate` the session of every request sent through `adapter` (a provider binds each adapter it builds). */
export function bindSession(adapter: FetchAdapter, gate: SessionGate): void {
  gates.set(adapter, gate);
}

/** The session of `adapter`: its provider's, or its own (an element's own adapter, the default configuration's). */
export function sessionOf(adapter: FetchAdapter): SessionGate {
  let gate = gates.get(adapter);
  if (!gate) gates.set(adapter, (gate = new SessionGate()));
  return gate;
}
