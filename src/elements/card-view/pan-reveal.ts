import { durationToMs } from '../../api/formats/index.js';
import { LIMITS } from '../../api/limits.js';
import type { OperationResult } from '../../api/operations.js';
import type { ConcealReason } from './conceal-event.js';
import type { PanDisplay, PanDisplayContext, PanDisplayCredentials } from './pan-display.js';
import { SecretReveal, type RevealHost, type RevealOptions } from './secret-reveal.js';

/** What the display receives: the credentials, living for their own TTL but never longer than the documented 60 s. */
export function panCredentials({ token, secret, ttl }: OperationResult<'getPanCredentials'>, cardId: string): PanDisplayCredentials {
  const ttlMs = durationToMs(ttl);
  const lifeMs = ttlMs !== null && ttlMs > 0 ? Math.min(ttlMs, LIMITS.panCredentialsLifetimeMs) : LIMITS.panCredentialsLifetimeMs;
  return { token, secret, expiresAt: Date.now() + lifeMs, cardId };
}

export interface PanRevealOptions extends RevealOptions {
  /** The secure display in force. */
  display(): PanDisplay | undefined;
  /** The empty container the display is mounted in, once rendered. */
  container(): HTMLElement | null;
  context(): PanDisplayContext;
  /** "Card number shown, hidden again in 60 s." in the element's locale. */
  shownText(seconds: number): string;
  /** The display could not show the number (the reveal is hidden again by then). */
  failed(): void;
}

interface Mounted {
  display: PanDisplay;
  container: HTMLElement;
  controller: AbortController;
}

/**
 * The card number: the temporary PAN credentials go to the secure display, mounted while they live
 * and the page is visible. Once the display has them, no copy is kept here.
 */
export class PanReveal extends SecretReveal<PanDisplayCredentials> {
  protected readonly deadlineReason: ConcealReason = 'expired';
  #mounted?: Mounted;

  constructor(host: RevealHost, private readonly options: PanRevealOptions) {
    super(host, 'getPanCredentials', options);
  }

  protected deadlineFor(credentials: PanDisplayCredentials): number {
    return credentials.expiresAt;
  }

  protected shown(credentials: PanDisplayCredentials): void {
    void this.mount(credentials);
  }

  private async mount(credentials: PanDisplayCredentials): Promise<void> {
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
      console.error("<svc-card-view>: the PAN display's unmount() failed; its container is emptied anyway.");
    }
    mounted.container.replaceChildren();
  }
}
