/**
 * Sessions that expire and come back, fetched with the first `SESSION_EXPIRED`
 * (`elements/base/session-link.ts`), with each element's notice (`elements/base/session-notice.ts`).
 * One `SessionGate` per session: a `<svc-provider>`'s (its key bound to every adapter it builds, so it
 * outlives a new adapter made for new credentials), or, for an element with an adapter of its own,
 * that adapter's.
 *
 * The first request that meets a 401 `SESSION_EXPIRED` fires `svc-session-expired` from its element,
 * once while the session stays expired. Taken (`preventDefault()`), the expiry holds every request
 * of the session that meets it: a read waits and is sent again on `resume()`; a write waits and is
 * then handed back to the person, never sent again by itself. Each element holding a request says so
 * (`notice`), politely. Left alone, the request fails as before ("sign in again"), and the expiry
 * ends with the session's next success, so that a later one is reported again.
 */

/** The English of the notices (an element in another language has them in its catalog). */
export { sessionErrors as noticeWords } from '../i18n/errors/en-session.js';

/** What an element says while a request of its own is held: waiting for the sign-in, or signed in again (send again). */
export type SessionNotice = 'waiting' | 'resumed';

/** An element, as far as its session goes: it is drawn again when its notice changes. */
interface SessionHost {
  requestUpdate(): void;
}

/** The notice of each element, whatever its session. */
const notices = new WeakMap<SessionHost, SessionNotice>();

/** What `host` says about its session now, if anything. */
export function noticeOf(host: SessionHost): SessionNotice | undefined {
  return notices.get(host);
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

class SessionGate {
  private expiry?: Expiry;
  /** The elements holding a request, and whether one of them is a write (handed back on resume). */
  private readonly held = new Map<SessionHost, boolean>();

  /**
   * A request met `SESSION_EXPIRED`. The first of an expiry calls `fire` (which fires
   * `svc-session-expired` from the element and says whether the partner took it, given the resume).
   * Returns the promise of the resume when the partner took it, else undefined (fail).
   */
  expired(fire: (resume: () => void) => boolean): Promise<void> | undefined {
    let expiry = this.expiry;
    if (!expiry) {
      let resume = () => {};
      const resumed = new Promise<void>((done) => (resume = done));
      expiry = this.expiry = { taken: false, resumed, resume };
      expiry.taken = fire(() => this.resume());
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

const gates = new WeakMap<object, SessionGate>();

/** The session of `key`: a provider's key, or an adapter of an element's own. */
export function sessionOf(key: object): SessionGate {
  let gate = gates.get(key);
  if (!gate) gates.set(key, (gate = new SessionGate()));
  return gate;
}

/** `provider.resume()`: the session of the provider's key, if one ever expired. */
export function resumeSession(key: object): void {
  gates.get(key)?.resume();
}
