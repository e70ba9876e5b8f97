/**
 * The script-tag loader's events, fired on `document` (they bubble to `window`). A page learns from
 * them when an element it shows is ready, or that its code could not be loaded, without polling
 * `customElements`.
 */

/** What `svc-ready` tells. */
export interface SvcReadyDetail {
  /** The tag now defined, e.g. `svc-ledger-list`. */
  tag: string;
}

/** What `svc-load-error` tells. */
export interface SvcLoadErrorDetail {
  /** The tag whose code could not be loaded. */
  tag: string;
  /** Why, as the browser or the integrity check said it (for logs, not for end users). */
  reason: string;
  /** How many tries of this tag have failed so far, this one included (1 on the first failure). */
  attempt: number;
}

/** Both loader events: fired on `document`, bubbling to `window`, as every kit event bubbles. */
export class SvcLoaderEvent<D> extends CustomEvent<D> {
  constructor(type: 'svc-ready' | 'svc-load-error', detail: D) {
    super(type, { bubbles: true, composed: true, detail });
  }
}

/** `svc-ready`: an element's code arrived, passed its integrity check, and its tag is defined. Fired once per tag. */
export class SvcReadyEvent extends SvcLoaderEvent<SvcReadyDetail> {}

/**
 * `svc-load-error`: an element's code could not be loaded (network, server, integrity check, CSP).
 * Elements of that tag stay undefined for now; the loader tries again when another one appears,
 * and by itself after a growing delay (see `docs/loading.md`).
 */
export class SvcLoadErrorEvent extends SvcLoaderEvent<SvcLoadErrorDetail> {}

declare global {
  interface DocumentEventMap {
    'svc-ready': SvcReadyEvent;
    'svc-load-error': SvcLoadErrorEvent;
  }
  interface WindowEventMap {
    'svc-ready': SvcReadyEvent;
    'svc-load-error': SvcLoadErrorEvent;
  }
}
