import type { ConcealReason } from './events.js';
import type { PanDisplayContext, PanDisplayCredentials, PinDisplayRequest } from '../card/pan-display.js';
import type { RevealOperation } from './events.js';
import { SecretRevealController, type RevealHost, type RevealOptions } from './secret-reveal.js';

/** A secure display of something that lives until `expiresAt`: the PAN credentials, or a PIN request. */
interface Display<T> {
  mount(container: HTMLElement, what: T, signal: AbortSignal, context: PanDisplayContext): void | Promise<void>;
  unmount?(container: HTMLElement): void;
}

export interface DisplayRevealOptions<T> extends RevealOptions {
  /** The secure display in force. */
  display(): Display<T> | undefined;
  /** The empty container the display is mounted in, once rendered. */
  container(): HTMLElement | null;
  context(): PanDisplayContext;
  /** "Card number shown, hidden again in 60 s." in the element's locale. */
  shownText(seconds: number): string;
  /** The display could not show it (the reveal is hidden again by then). */
  failed(): void;
}

interface Mounted<T> {
  display: Display<T>;
  container: HTMLElement;
  controller: AbortController;
}

/**
 * Something shown by a secure display, mounted while it lives and the page is visible. Once the
 * display has it, no copy is kept here.
 */
class DisplayReveal<T extends { readonly expiresAt: number }> extends SecretRevealController<T> {
  #mounted?: Mounted<T>;

  constructor(
    host: RevealHost,
    operation: RevealOperation,
    protected readonly deadlineReason: ConcealReason,
    private readonly options: DisplayRevealOptions<T>,
  ) {
    super(host, operation, options);
  }

  protected deadlineFor(what: T): number {
    return what.expiresAt;
  }

  protected shown(what: T): void {
    void this.mount(what);
  }

  private async mount(credentials: T): Promise<void> {
    const display = this.options.display();
    await this.host.updateComplete;
    const container = this.options.container();
    // Hidden, superseded or removed meanwhile.
    if (!display || !container || this.secret !== credentials || this.phase !== 'shown') return;
    const controller = new AbortController();
    this.#mounted = { display, container, controller };
    this.release();
    try {
      await display.mount(container, credentials, controller.signal, this.options.context());
      if (controller.signal.aborted) return;
      const seconds = Math.max(1, Math.ceil((credentials.expiresAt - Date.now()) / 1000));
      this.announce(this.options.shownText(seconds));
    } catch {
      // The display's error is not logged: it may echo what it was given.
      if (controller.signal.aborted) return;
      this.hide('hide', false);
      this.options.failed();
    }
  }

  protected override takeDown(): void {
    const mounted = this.#mounted;
    if (!mounted) return;
    this.#mounted = undefined;
    mounted.controller.abort();
    try {
      mounted.display.unmount?.(mounted.container);
    } catch {
      console.error("<svc-card-view>: a secure display's unmount() failed; its container is emptied anyway.");
    }
    mounted.container.replaceChildren();
  }
}

/** The card number: the temporary PAN credentials go to the secure display. */
export class PanReveal extends DisplayReveal<PanDisplayCredentials> {
  constructor(host: RevealHost, options: DisplayRevealOptions<PanDisplayCredentials>) {
    super(host, 'getPanCredentials', 'expired', options);
  }
}

/** The PIN through a display outside the page: the display requests and shows it; the kit never holds it. */
export class PinDisplayReveal extends DisplayReveal<PinDisplayRequest> {
  constructor(host: RevealHost, options: DisplayRevealOptions<PinDisplayRequest>) {
    super(host, 'getCardPin', 'timeout', options);
  }
}
