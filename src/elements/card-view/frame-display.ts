/**
 * The parent side of a secure display in a frame: a page on another origin (the card processor's,
 * or the partner's own secure origin) that shows a secret the host page must never hold in its
 * DOM. The frame's URL carries nothing but its path; the credentials go by `postMessage` to the
 * frame's exact origin, once the frame says it is ready, and only the frame's own messages count.
 *
 * The protocol, which the frame's page implements:
 * - frame → parent: `{ type: 'svc-display-ready' }` once it listens;
 * - parent → frame: `{ type: 'svc-display-show', credentials, locale, theme }` for the card number
 *   (the temporary PAN credentials), or `{ type: 'svc-display-show', pin: { cardId, expiresAt },
 *   locale, theme }` for a PIN, which the frame requests from its own origin's backend itself;
 * - frame → parent: `{ type: 'svc-display-shown' }`, or `{ type: 'svc-display-error' }`;
 * - parent → frame: `{ type: 'svc-display-hide' }` right before the frame is removed.
 *
 * The frame is used for one document only: a second `svc-display-ready` or a second load means it
 * navigated (to another origin, or away and back), and nothing is posted to it again; it is removed
 * and the display fails. What the frame's page must do on its side is in the README.
 */
import type { PanDisplay, PanDisplayContext, PinDisplay } from '../card/pan-display.js';
import { isLoopbackHost } from '../../api/loopback.js';

export interface FrameDisplayOptions {
  /** The frame's origin, exactly (`https://pan.processor.example`): https, or http on localhost only. */
  origin: string;
  /** The display page's path on that origin. It carries no credentials and no query. */
  path: string;
  /** The frame's accessible title ("Card number"). */
  title: string;
  /** How long the frame may take to say it is ready, and then that it shows. Default 10 s. */
  timeoutMs?: number;
}

type Message = { type?: unknown };

/** The options checked once: an origin that is only an origin, a path without query or fragment. */
function frameUrl({ origin, path }: FrameDisplayOptions): URL {
  const parsed = new URL(origin);
  const secure = parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname));
  if (!secure || parsed.origin !== origin) throw new TypeError(`The display origin must be an exact https:// origin, got "${origin}".`);
  const url = new URL(path, origin);
  if (url.origin !== origin || url.search !== '' || url.hash !== '') throw new TypeError(`The display path must stay on ${origin} and carry no query or fragment.`);
  return url;
}

/**
 * Mounts the frame in `container` and hands it `payload` after its ready handshake; resolves once
 * it says it shows, rejects when it says it cannot or takes too long.
 */
function mountFrame(options: FrameDisplayOptions, url: URL, container: HTMLElement, payload: object, signal: AbortSignal, { locale, theme }: PanDisplayContext): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const frame = document.createElement('iframe');
  frame.title = options.title;
  frame.referrerPolicy = 'no-referrer';
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  frame.src = url.href;
  const post = (message: object) => frame.contentWindow?.postMessage(message, options.origin);
  signal.addEventListener(
    'abort',
    () => {
      post({ type: 'svc-display-hide' });
      frame.remove();
    },
    { once: true },
  );
  return new Promise<void>((resolve, reject) => {
    const fail = (why: string) => reject(new Error(why));
    let timer = setTimeout(() => fail('The secure display did not get ready in time.'), timeoutMs);
    // Taken down before it showed: nothing more to wait for.
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    let ready = false;
    let loads = 0;
    // The document that said ready is the only one ever posted to: once the frame has navigated,
    // whatever is in it now (even a page of the display's origin) gets nothing more.
    const navigated = () => {
      clearTimeout(timer);
      frame.remove();
      fail('The secure display navigated away.');
    };
    frame.addEventListener('load', () => ++loads > 1 && navigated(), { signal });
    window.addEventListener(
      'message',
      (event: MessageEvent<Message>) => {
        // Only the frame itself, from its own origin: another frame or window may say anything.
        if (event.origin !== options.origin || event.source !== frame.contentWindow || !frame.isConnected) return;
        const type = event.data?.type;
        if (type === 'svc-display-ready') {
          if (ready) return navigated();
          ready = true;
          clearTimeout(timer);
          timer = setTimeout(() => fail('The secure display did not show in time.'), timeoutMs);
          post({ type: 'svc-display-show', ...payload, locale, theme });
        } else if (type === 'svc-display-shown') {
          clearTimeout(timer);
          resolve();
        } else if (type === 'svc-display-error') {
          clearTimeout(timer);
          fail('The secure display could not show it.');
        }
      },
      { signal },
    );
    container.append(frame);
  });
}

/**
 * A `PanDisplay` that shows the card number in a frame on `origin`: set it as `<svc-card-view>`'s
 * `panDisplay`. The page's CSP must allow the origin in `frame-src`.
 */
export function createFramePanDisplay(options: FrameDisplayOptions): PanDisplay {
  const url = frameUrl(options);
  return {
    mount: (container, credentials, signal, context) => mountFrame(options, url, container, { credentials: { ...credentials } }, signal, context),
  };
}

/**
 * A `PinDisplay` that shows the PIN in a frame on `origin` (the partner's secure origin, which
 * requests the PIN from its own backend): set it as `<svc-card-view>`'s `pinDisplay`. The host page
 * then never sees the PIN. The page's CSP must allow the origin in `frame-src`.
 */
export function createFramePinDisplay(options: FrameDisplayOptions): PinDisplay {
  const url = frameUrl(options);
  return {
    mount: (container, { cardId, expiresAt }, signal, context) => mountFrame(options, url, container, { pin: { cardId, expiresAt } }, signal, context),
  };
}
