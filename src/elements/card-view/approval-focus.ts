/**
 * Where focus goes when an action's SCA panel goes away while it holds the focus (the person
 * pressed Continue, or the approval ended while they were in the panel): never to `<body>`. It goes
 * to what the action shows once it is there (the PIN, or the card number's display), meanwhile and
 * otherwise to the action's button, which carries any failure in its description.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { CARD_ACTIONS, type CardAction } from './card-actions.js';
import type { RevealPhase } from './secret-reveal.js';

export interface ApprovalFocusHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface ApprovalFocusView {
  phase(action: CardAction): RevealPhase;
  busy(action: CardAction): boolean;
}

/** What the action shows while its secret is shown: the PIN's group, or the card number's display on the face. */
const SHOWN: Record<CardAction, string> = { pin: '[part~="section-pin"] [part~="pin"]', pan: '[part~="card-face"] [part~="pan"]' };

export class ApprovalFocusController implements ReactiveController {
  /** The action whose panel had the focus before the update. */
  #held?: CardAction;
  /** Actions whose panel went with the focus in it: focus follows them until they show something or end. */
  readonly #following = new Set<CardAction>();

  constructor(
    private readonly host: ApprovalFocusHost,
    private readonly view: ApprovalFocusView,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const active = this.root?.activeElement ?? null;
    this.#held = CARD_ACTIONS.find((action) => active !== null && active === this.panel(action));
  }

  hostUpdated(): void {
    const held = this.#held;
    this.#held = undefined;
    if (held !== undefined && !this.panel(held)) {
      this.#following.add(held);
      this.button(held)?.focus();
    }
    for (const action of this.#following) {
      if (this.view.phase(action) === 'shown') {
        if (this.focusIsFree(action)) this.query(SHOWN[action])?.focus();
        this.#following.delete(action);
      } else if (this.panel(action)) {
        // Asked to approve once more: the panel takes the focus again.
        if (this.focusIsFree(action)) this.panel(action)?.focus();
        this.#following.delete(action);
      } else if (!this.view.busy(action)) {
        this.#following.delete(action);
      }
    }
  }

  hostDisconnected(): void {
    this.#following.clear();
  }

  /** The card view's shadow root (where its focus is). */
  private get root(): ShadowRoot | undefined {
    const root = this.host.renderRoot;
    return root instanceof ShadowRoot ? root : undefined;
  }

  private query(selector: string): HTMLElement | null {
    return this.root?.querySelector<HTMLElement>(selector) ?? null;
  }

  private panel(action: CardAction): HTMLElement | null {
    return this.query(`[part~="section-${action}"] svc-sca-pending`);
  }

  private button(action: CardAction): HTMLElement | null {
    return this.query(`[part~="${action}-button"]`);
  }

  /** Focus is on the action's button, or was lost with something removed: moving it takes nobody from elsewhere. */
  private focusIsFree(action: CardAction): boolean {
    const active = this.root?.activeElement ?? null;
    if (active) return active === this.button(action);
    return document.activeElement === null || document.activeElement === document.body;
  }
}
