/**
 * The PIN and the card number as actions of the card view. A press of Show asks for the secret on
 * the element's request path (or, for a PIN display, asks nothing) while the module that shows it
 * (`card-reveals.ts`) is fetched, the first time only; what arrived is then handed to it. An action
 * stopped meanwhile (Hide, another card, removal) keeps nothing of what arrives. Failures that are
 * not a request's (a secure display, or that module, could not do its part) are kept here, said at
 * the action and as `svc-error`.
 */
import type { ReactiveController } from 'lit';
import { ServiceError, type ServiceErrorInit } from '../../api/errors.js';
import { SvcErrorEvent } from '../base/events.js';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule } from '../base/on-demand.js';
import type { OperationController } from '../base/operation.js';
import { loadScaPanel } from '../base/sca-panel.js';
import { ACTION_OPERATION, CARD_ACTIONS, type CardAction } from './card-actions.js';
import type { CardReveals, CardRevealsOptions } from './card-reveals.js';
import { SvcConcealEvent, type ConcealReason } from './events.js';
import { requestSecret, type SecretAnswer } from './secret-requests.js';
import type { RevealHost, RevealPhase } from './secret-reveal.js';
import { serviceError } from '../../i18n/service-errors.js';

export type RevealsModule = typeof import('./card-reveals.js');

/** The module that shows the PIN and the card number, fetched the first time a person asks for either. */
const loadReveals = loadOnce((): Promise<RevealsModule> => import('./card-reveals.js'), 'the PIN and card number reveals');

export interface SecretActionsOptions extends Omit<CardRevealsOptions, 'concealed' | 'failed'> {
  /** The service asked for an approval it did not name. */
  approvalAsked(action: CardAction): void;
}

export class SecretActionsController implements ReactiveController {
  /** What shows the PIN and the card number, once its module has arrived. */
  reveals?: CardReveals;
  /** Each action's reveal under way, from the press until what arrived is taken. */
  #attempts: Partial<Record<CardAction, object>> = {};
  /** An action failed, not its request: its secure display, or fetching the module. */
  #failures: Partial<Record<CardAction, ServiceError>> = {};
  /** The module that shows the secrets, fetched on the first Show (again on a Show after a failure). */
  readonly #part: OnDemandModule<RevealsModule>;
  /** Request failures no longer shown: the card, its status or the display changed, or the element was removed. */
  #dismissed: Partial<Record<CardAction, ServiceError>> = {};

  constructor(
    private readonly host: RevealHost & EventTarget,
    private readonly ops: OperationController,
    private readonly options: SecretActionsOptions,
  ) {
    this.#part = new OnDemandModule(host, 'reveals', loadReveals);
    host.addController(this);
  }

  hostDisconnected(): void {
    for (const action of CARD_ACTIONS) {
      this.attempt(action, undefined);
      this.dismiss(action);
    }
  }

  phase(action: CardAction): RevealPhase {
    return this.reveals?.of(action).phase ?? 'idle';
  }

  /** A reveal is under way (its request, or the module), or its answer is held until the page is visible. */
  busy(action: CardAction): boolean {
    return this.#attempts[action] !== undefined || this.ops.state(action).pending || this.phase(action) === 'held';
  }

  /** The failure shown at an action: its own, or else its latest request's, until dismissed. */
  errorOf(action: CardAction): ServiceError | undefined {
    const failure = this.#failures[action];
    if (failure) return failure;
    const { error, status } = this.ops.state(action);
    // An approval asked for is not a failure: the SCA panel says what to do.
    if (status === 'sca-required') return undefined;
    return error !== this.#dismissed[action] ? error : undefined;
  }

  /** Asks for the secret of `action` and shows it (the element has checked that the card allows it). */
  async reveal(action: CardAction, cardId: string): Promise<void> {
    if (this.busy(action) || this.phase(action) !== 'idle') return;
    const attempt = {};
    this.attempt(action, attempt);
    // The module that shows the secret is fetched alongside the request, not after it.
    const reveals = this.fetchReveals();
    try {
      let show: SecretAnswer['show'];
      if (action === 'pin' && this.options.pinDisplay()) {
        // The display requests the PIN from its own origin: nothing is sent from this page.
        this.failure(action, undefined);
        show = (shown) => shown.pinInDisplay.take({ cardId, expiresAt: Date.now() + this.options.pinTimeoutMs() });
      } else {
        void loadScaPanel();
        const request = requestSecret(this.ops, action, cardId);
        // A request under way replaces the action's earlier failure.
        if (this.ops.state(action).pending) this.failure(action, undefined);
        const answer = await request;
        if (answer.status === 'sca-required') this.options.approvalAsked(action);
        show = answer.show;
      }
      const shown = show && (await reveals);
      // Nothing arrived, or the action was stopped meanwhile: nothing is kept.
      if (!show || this.#attempts[action] !== attempt) return;
      if (shown) show(shown);
      else this.fail(action, { kind: 'network', code: 'NETWORK_ERROR' });
    } finally {
      if (this.#attempts[action] === attempt) this.attempt(action, undefined);
    }
  }

  /** Stops the action's request and reveal under way: what arrives for it is dropped. */
  stop(action: CardAction): void {
    this.ops.abort(action);
    this.attempt(action, undefined);
  }

  /** Stops the action, and hides what it shows. */
  conceal(action: CardAction, reason: ConcealReason): void {
    this.stop(action);
    this.reveals?.of(action).hide(reason);
  }

  /** Stops showing the action's failure. */
  dismiss(action: CardAction): void {
    this.#dismissed[action] = this.ops.state(action).error;
    this.failure(action, undefined);
  }

  /** The PIN moves between the page and a display: whatever showed it before goes. */
  pinMoved(): void {
    this.reveals?.pinInPage.hide('card-change');
    this.reveals?.pinInDisplay.hide('card-change');
  }

  private attempt(action: CardAction, attempt: object | undefined): void {
    this.#attempts[action] = attempt;
    this.host.requestUpdate();
  }

  private failure(action: CardAction, error: ServiceError | undefined): void {
    this.#failures[action] = error;
    this.host.requestUpdate();
  }

  private fail(action: CardAction, init: Omit<ServiceErrorInit, 'operation'>): void {
    const operation = ACTION_OPERATION[action];
    const error = serviceError({ ...init, operation });
    this.failure(action, error);
    this.host.dispatchEvent(new SvcErrorEvent({ operation, error }));
  }

  /** What shows the secrets, made once its module is there. */
  private async fetchReveals(): Promise<CardReveals | undefined> {
    const module = await this.#part.fetch();
    this.reveals ??=
      module &&
      new module.CardReveals(this.host, {
        ...this.options,
        concealed: (detail) => this.host.dispatchEvent(new SvcConcealEvent(detail)),
        // Not a request: the display failed after what it needed was there.
        failed: (action) => this.fail(action, { kind: 'config', code: `${action.toUpperCase()}_DISPLAY_FAILED`, message: this.options.texts()[action].displayFailed }),
      });
    return this.reveals;
  }
}
