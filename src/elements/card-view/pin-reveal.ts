import type { ConcealReason } from './events.js';
import { SecretRevealController, type RevealHost, type RevealOptions } from './secret-reveal.js';

export interface PinRevealOptions extends RevealOptions {
  /** How long the PIN stays shown, in milliseconds. */
  timeoutMs(): number;
  /** "PIN shown, hidden again in 30 s." in the element's locale. */
  shownText(seconds: number): string;
}

/**
 * The PIN, shown for `timeoutMs` from the moment it is on screen. It lives in a private field,
 * cleared on hide, and in the DOM only while shown. (JavaScript cannot wipe a string from memory:
 * every reference to it is dropped.)
 */
export class PinReveal extends SecretRevealController<string> {
  protected readonly deadlineReason: ConcealReason = 'timeout';

  constructor(host: RevealHost, private readonly options: PinRevealOptions) {
    super(host, 'getCardPin', options);
  }

  /** The PIN while it is shown; never while it is held. */
  get pin(): string | undefined {
    return this.phase === 'shown' ? this.secret : undefined;
  }

  protected deadlineFor(): number {
    return Date.now() + this.options.timeoutMs();
  }

  protected shown(): void {
    this.announce(this.options.shownText(Math.round(this.options.timeoutMs() / 1000)));
  }
}
