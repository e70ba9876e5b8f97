/**
 * Showing a secret for a while. What arrives is shown at once, or held out of the DOM while the
 * page is hidden (the person is approving on the same phone) and shown when it is visible again.
 * It is hidden again at its deadline, when the page becomes hidden, on demand and when the element
 * is removed; each time the secret is dropped and `svc-conceal` says why.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ConcealReason, RevealOperation, SvcConcealDetail } from './events.js';

export type RevealPhase = 'idle' | 'held' | 'shown';

export interface RevealHost extends ReactiveControllerHost {
  readonly isConnected: boolean;
}

export interface RevealOptions {
  /** Says something to screen-reader users, in the element's live region. */
  announce(text: string): void;
  /** "PIN hidden." in the element's locale. */
  hiddenText(): string;
  /** Something shown (or held) was hidden again: the host says so as `svc-conceal`. */
  concealed(detail: SvcConcealDetail): void;
}

export abstract class SecretRevealController<S> implements ReactiveController {
  #phase: RevealPhase = 'idle';
  #secret?: S;
  #deadline?: number;
  #timer?: ReturnType<typeof setTimeout>;
  #ticker?: ReturnType<typeof setInterval>;

  /** Why what is shown is hidden when its deadline comes. */
  protected abstract readonly deadlineReason: ConcealReason;

  constructor(
    protected readonly host: RevealHost,
    readonly operation: RevealOperation,
    private readonly reveal: RevealOptions,
  ) {
    host.addController(this);
  }

  get phase(): RevealPhase {
    return this.#phase;
  }

  /** Seconds until what is shown (or held) is hidden again. */
  get secondsLeft(): number {
    return this.#deadline === undefined ? 0 : Math.max(0, Math.ceil((this.#deadline - Date.now()) / 1000));
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisibilityChange);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    this.hide('disconnect', false);
  }

  /** Takes what arrived: shows it, or holds it while the page is hidden. */
  take(secret: S): void {
    this.#secret = secret;
    this.present();
  }

  /** Drops the secret and takes down what shows it. */
  hide(reason: ConcealReason, announce = true): void {
    const wasShown = this.#phase === 'shown';
    const had = wasShown || this.#phase === 'held';
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#deadline = undefined;
    this.#secret = undefined;
    this.takeDown();
    if (!had) return;
    this.#phase = 'idle';
    this.syncTicker();
    this.host.requestUpdate();
    if (wasShown && announce) this.reveal.announce(this.reveal.hiddenText());
    this.reveal.concealed({ operation: this.operation, reason });
  }

  /** The secret while it is held or shown (until `release()`). */
  protected get secret(): S | undefined {
    return this.#secret;
  }

  /** Lets go of the secret while it stays shown: something else (a secure display) holds it now. */
  protected release(): void {
    this.#secret = undefined;
  }

  protected announce(text: string): void {
    this.reveal.announce(text);
  }

  /** When what is presented now is hidden again (`Date.now()` milliseconds). */
  protected abstract deadlineFor(secret: S): number;

  /** Called once the secret is shown (rendered after the host's next update). */
  protected abstract shown(secret: S): void;

  /** Takes down anything outside the template that shows the secret. */
  protected takeDown(): void {}

  private present(): void {
    const secret = this.#secret;
    if (secret === undefined) return;
    clearTimeout(this.#timer);
    const deadline = this.deadlineFor(secret);
    if (deadline <= Date.now()) return this.hide(this.deadlineReason);
    this.#deadline = deadline;
    this.#phase = document.visibilityState === 'hidden' ? 'held' : 'shown';
    this.#timer = setTimeout(() => this.hide(this.deadlineReason), deadline - Date.now());
    this.syncTicker();
    this.host.requestUpdate();
    if (this.#phase === 'shown') this.shown(secret);
  }

  /** The countdown is rendered again every second while something is shown. */
  private syncTicker(): void {
    if (this.#phase === 'shown' && this.host.isConnected) {
      this.#ticker ??= setInterval(() => this.host.requestUpdate(), 1000);
    } else {
      clearInterval(this.#ticker);
      this.#ticker = undefined;
    }
  }

  private readonly onVisibilityChange = (): void => {
    if (document.visibilityState === 'hidden') {
      if (this.#phase === 'shown') this.hide('visibility');
    } else if (this.#phase === 'held') {
      this.present();
    }
  };
}
