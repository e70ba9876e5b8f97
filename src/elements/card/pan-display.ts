/**
 * The secure display of a card number. The service never returns the PAN to the kit: it returns
 * short-lived credentials (`token`, `secret`, valid 60 s) meant for the card processor's own PAN
 * display, which shows the number from the processor's origin. `<svc-card-view>` hands the
 * credentials to a `PanDisplay` and takes them back when they run out.
 */

/** What a display receives: the temporary credentials, never the card number. */
export interface PanDisplayCredentials {
  /** The token of the temporary PAN credentials. */
  readonly token: string;
  /** The secret of the credentials: hand it to the processor's code only (postMessage), never in a URL, the DOM or a log. */
  readonly secret: string;
  /** When the credentials run out, as `Date.now()` milliseconds. The element unmounts the display then. */
  readonly expiresAt: number;
  /** The card the credentials are for. */
  readonly cardId: string;
}

/** Where the display is shown. */
export interface PanDisplayContext {
  /** Locale of the element (BCP 47), for the display's own texts. */
  readonly locale: string;
  /** The element's theme: `light` or `dark`. */
  readonly theme: 'light' | 'dark';
}

/**
 * A pluggable secure display of the card number, set as `<svc-card-view>`'s `panDisplay`.
 *
 * `mount()` is called once per set of credentials, with an empty container inside the element,
 * while the page is visible. `signal` aborts when the element takes the display down again: at the
 * end of the credentials' life, when the person presses Hide, when the page is hidden, when the card
 * changes or the element is removed; `unmount()` is then called and the container emptied. A
 * `mount()` that throws or rejects is shown as "the secure display could not show the card number".
 *
 * For a display in a frame on another origin (the card processor's, or the partner's own secure
 * origin), use `createFramePanDisplay({ origin, path, title })`: the credentials go to the frame's
 * exact origin by `postMessage` after a ready handshake, never in a URL, and only that frame's
 * answers count. The page's CSP must allow the origin in `frame-src`.
 *
 * The kit ships `createSandboxPanDisplay()` for demos; it shows an obviously fake number.
 */
export interface PanDisplay {
  mount(container: HTMLElement, credentials: PanDisplayCredentials, signal: AbortSignal, context: PanDisplayContext): void | Promise<void>;
  /** Called after `signal` aborts, with the same container, before the element empties it. */
  unmount?(container: HTMLElement): void;
}

/** What a PIN display receives: which card, and until when it may show the PIN. Never the PIN. */
export interface PinDisplayRequest {
  readonly cardId: string;
  /** When the display is taken down again (`pin-timeout` from now), as `Date.now()` milliseconds. */
  readonly expiresAt: number;
}

/**
 * A PIN shown outside the host page, set as `<svc-card-view>`'s `pinDisplay`: the display (a frame
 * on the partner's secure origin, see `createFramePinDisplay`) requests the PIN itself and shows it,
 * so the PIN never passes through the host page's requests, JavaScript or DOM. The element then
 * sends no PIN request of its own; it mounts the display on demand and takes it down as it hides
 * an in-page PIN (after `pin-timeout`, on Hide, when the page is hidden, on removal).
 */
export interface PinDisplay {
  mount(container: HTMLElement, request: PinDisplayRequest, signal: AbortSignal, context: PanDisplayContext): void | Promise<void>;
  unmount?(container: HTMLElement): void;
}
