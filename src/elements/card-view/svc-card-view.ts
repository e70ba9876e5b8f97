import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { Task, TaskStatus, initialState } from '@lit/task';
import { ServiceError } from '../../api/errors.js';
import { durationToMs } from '../../api/formats/index.js';
import { LIMITS } from '../../api/limits.js';
import type { Card } from '../../api/schemas/card.js';
import type { ScaUpdate } from '../../client/sca.js';
import { format } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import { SvcErrorEvent, SvcScaEvent, SvcSubmitEvent, SvcSuccessEvent } from '../base/events.js';
import { SvcElement } from '../base/svc-element.js';
import { cardActionAllowed, type CardAction } from './card-actions.js';
import { findCard } from './find-card.js';
import type { PanDisplay, PanDisplayCredentials } from './pan-display.js';
import { cardViewStyles } from './svc-card-view.styles.js';
import { cardView } from '../../i18n/en/card-view.js';

/** The operation behind each action. */
const OPERATION = { pin: 'getCardPin', pan: 'getPanCredentials' } as const;
type RevealOperation = (typeof OPERATION)[CardAction];

/** Default and bounds of `pin-timeout`, in seconds (the operator advises about 30). */
const PIN_TIMEOUT = { default: 30, min: 1, max: 120 };

/** Errors after which pressing the button again may well work: the button then reads "Try again". */
const RETRY_CODES = new Set(['SCA_FAILED', 'SCA_REQUIRED', 'SCA_SIGNATURE_DOES_NOT_MATCH', 'PAN_DISPLAY_FAILED']);

/** Why a shown PIN or card number was hidden again. */
export type ConcealReason =
  | 'timeout' // pin-timeout ran out
  | 'expired' // the PAN credentials ran out
  | 'hide' // the person pressed Hide, or conceal() was called
  | 'visibility' // the page became hidden
  | 'disconnect' // the element was removed
  | 'card-change' // another card, or another PAN display, was set
  | 'status'; // the card's status no longer allows it

export interface SvcConcealDetail {
  operation: RevealOperation;
  reason: ConcealReason;
}

/** The PIN or the card number was hidden again. Carries no secret. */
export class SvcConcealEvent extends CustomEvent<SvcConcealDetail> {
  constructor(detail: SvcConcealDetail) {
    super('svc-conceal', { bubbles: true, composed: true, detail });
  }
}

type Phase =
  | 'idle'
  | 'requesting' // the request (and its SCA) is in flight
  | 'held' // the answer came while the page was hidden: kept (not in the DOM) until it is visible again
  | 'shown';

interface ActionState {
  phase: Phase;
  /** Aborts the request in flight. */
  run?: AbortController;
  sca?: ScaUpdate;
  error?: ServiceError;
  /** When what is shown (or held) is dropped. */
  deadline?: number;
  timer?: ReturnType<typeof setTimeout>;
}

const STATUS_TONE: Record<string, 'ok' | 'pending' | 'paused' | 'ended'> = {
  ACTIVE: 'ok',
  CREATING: 'pending',
  AWAITING_ACTIVATION: 'pending',
  ACTIVATING: 'pending',
  REACTIVATING: 'pending',
  SUSPENDING: 'paused',
  SUSPENDED: 'paused',
  CLOSING: 'ended',
  CLOSED: 'ended',
  EXPIRED: 'ended',
};

const ACTIONS: readonly CardAction[] = ['pin', 'pan'];

function asServiceError(caught: unknown, operation: string): ServiceError {
  return caught instanceof ServiceError ? caught : new ServiceError({ kind: 'http', code: 'HTTP_ERROR', operation, cause: caught });
}

/**
 * One payment card: its summary, and on demand its PIN and its card number, each behind strong
 * customer authentication.
 *
 * **Which card.** Give the card list element as the `card` property, or its id as `card-id`. The
 * spec has no "get card", so with `card-id` the element reads "List cards" page by page (100 a
 * page, oldest first, filtered by `end-user-id` and `ledger-id` when given) until it finds the
 * card, a page comes back short, or page 500 — the last the service allows — has been read. A card
 * not found by then is reported plainly ("No card with this identifier was found"). Partner
 * callers with many cards should give `end-user-id` or `ledger-id`; an end-user caller lists only
 * its own cards anyway. `card` wins over `card-id`.
 *
 * **PIN.** Only when the person presses "Show PIN": the SCA wait is shown inline, then the PIN,
 * with a countdown and a Hide button. It is hidden again after `pin-timeout` seconds, when the page
 * becomes hidden, when the card changes and when the element is removed. The PIN lives in a
 * private field, cleared on hide, and in the DOM only while shown; never in an attribute, a
 * property, an event, the console or storage. (JavaScript cannot wipe a string from memory: the
 * kit drops every reference to it.) If the answer arrives while the page is hidden — the person is
 * approving on the same phone — it is held, out of the DOM, for at most `pin-timeout` seconds and
 * shown when the page is visible again.
 *
 * **Card number.** The service returns temporary credentials (`token`, `secret`, 60 s), never the
 * number. They go to the `panDisplay` (see `PanDisplay`): mounted into the `pan` part while they
 * live and the page is visible, unmounted when they run out, on Hide, when the page becomes hidden,
 * when the card changes and on removal. The element keeps no reference to the credentials once the
 * display has them. Without a `panDisplay`, the button is disabled and says so, and nothing is sent.
 *
 * **Statuses.** PIN: ACTIVE, AWAITING_ACTIVATION, ACTIVATING, REACTIVATING, SUSPENDING, SUSPENDED.
 * Card number: ACTIVE only. Otherwise the button is disabled with the reason shown ("This card is
 * closed"). See `cardActionAllowed`.
 *
 * @summary A card's summary, with its PIN and card number on demand [SCA].
 * @tag svc-card-view
 * @fires svc-submit - Before the PIN or the PAN credentials are requested; cancelable. `body` is undefined (the operations have no body).
 * @fires svc-sca - The SCA state of a PIN or card number request changed.
 * @fires svc-success - The PIN (`result: { revealed: true }`) or the credentials (`result: { revealed: true, expiresAt }`) arrived. Never carries the PIN, the token or the secret.
 * @fires svc-error - Loading the card (`listCards`), a request, or the PAN display (`PAN_DISPLAY_FAILED`) failed.
 * @fires svc-conceal - The PIN or the card number was hidden again; `detail.reason` says why.
 * @csspart card - The card: title, details and actions.
 * @csspart title - The card's name.
 * @csspart details - The list of the card's details.
 * @csspart badge - The status badge (text, coloured by tone).
 * @csspart actions - The PIN and card number actions.
 * @csspart pin-action - Everything of the PIN action.
 * @csspart pan-action - Everything of the card number action.
 * @csspart pin-button - Show / Hide PIN.
 * @csspart pan-button - Show / Hide card number.
 * @csspart reason - Why an action is not available.
 * @csspart sca - The inline SCA wait (`<svc-sca-pending>`).
 * @csspart pin - The PIN while it is shown.
 * @csspart pan - The container the PAN display is mounted in.
 * @csspart countdown - The time until the PIN or card number is hidden again.
 * @csspart error - An action's error.
 * @csspart message - Loading, not found and load error messages.
 * @csspart unconfigured - Shown when the element has no configuration.
 * @cssprop --svc-color-surface - Background of the card.
 * @cssprop --svc-color-border - Border of the card.
 * @cssprop --svc-color-success - Badge of an active card.
 * @cssprop --svc-color-warning - Badge of a card pending or suspended; the sandbox display.
 * @cssprop --svc-color-danger - Badge of a closed or expired card; errors.
 * @cssprop --svc-color-primary - Buttons.
 * @cssprop --svc-radius - Corner radius.
 * @cssprop --svc-spacing - Base spacing.
 */
export class SvcCardView extends SvcElement {
  /** @internal */
  static override ownMessages = { cardView };

  static override styles = [...SvcElement.styles, cardViewStyles];

  /** The card to show (a card list element, as "List cards" returns it). Wins over `card-id`. */
  @property({ attribute: false }) card?: Card;

  /** The id of the card to show, found through "List cards". */
  @property({ attribute: 'card-id' }) cardId?: string;

  /** With `card-id`: look only among this end-user's cards. */
  @property({ attribute: 'end-user-id' }) endUserId?: string;

  /** With `card-id`: look only among this ledger's cards. */
  @property({ attribute: 'ledger-id' }) ledgerId?: string;

  /** Seconds the PIN stays shown (1 to 120; default 30). */
  @property({ type: Number, attribute: 'pin-timeout' }) pinTimeout = PIN_TIMEOUT.default;

  /** The actions offered, space-separated: `pin`, `pan`. Default both; empty for the summary only. */
  @property() actions = 'pin pan';

  /** Shows the card number from the temporary PAN credentials. Without one, the card number cannot be shown. */
  @property({ attribute: false }) panDisplay?: PanDisplay;

  @state() private now = Date.now();
  @state() private announcement = '';

  #pin?: string;
  #credentials?: PanDisplayCredentials;
  #mounted?: { display: PanDisplay; container: HTMLElement; controller: AbortController };
  private readonly states: Record<CardAction, ActionState> = { pin: { phase: 'idle' }, pan: { phase: 'idle' } };
  private ticker?: ReturnType<typeof setInterval>;
  private cardKey?: string;
  private resumeLoad = false;

  private readonly loader = new Task(this, {
    args: () => [this.card ? undefined : this.cardId?.trim() || undefined, this.endUserId || undefined, this.ledgerId || undefined, this.config?.adapter] as const,
    task: async ([cardId, endUserId, ledgerId, adapter], { signal }) => {
      if (!cardId || !adapter) return initialState;
      try {
        return (await findCard(adapter, { cardId, endUserId, ledgerId }, signal)) ?? null;
      } catch (caught) {
        const error = asServiceError(caught, 'listCards');
        if (!signal.aborted) this.emit(new SvcErrorEvent({ operation: 'listCards', error }));
        throw error;
      }
    },
  });

  /** The card shown: the `card` property, else the one found for `card-id`. */
  get shownCard(): Card | undefined {
    if (this.card) return this.card;
    const found = this.loader.value ?? undefined;
    if (this.loader.status === TaskStatus.COMPLETE) return found;
    // Looking again for the same card (a new adapter, reload()): keep showing it meanwhile.
    const wanted = this.cardId?.trim().toLowerCase();
    return this.loader.status === TaskStatus.PENDING && found && found.id.toLowerCase() === wanted ? found : undefined;
  }

  /** Hides the PIN and the card number now, and stops any request for them. */
  conceal(): void {
    for (const action of ACTIONS) {
      this.stopRun(action);
      this.hideSecret(action, 'hide');
    }
  }

  /** Looks for the `card-id` card again. */
  reload(): void {
    void this.loader.run();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.onVisibilityChange);
    if (this.resumeLoad) {
      this.resumeLoad = false;
      this.reload();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
    for (const action of ACTIONS) {
      this.stopRun(action);
      this.hideSecret(action, 'disconnect', false);
      this.states[action].error = undefined;
    }
    if (this.loader.status === TaskStatus.PENDING) {
      this.loader.abort();
      this.resumeLoad = true;
    }
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const key = this.card?.id ?? this.cardId;
    if (key !== this.cardKey) {
      if (this.cardKey !== undefined) this.reset('card-change');
      this.cardKey = key;
    }
    if (changed.has('panDisplay') && this.hasUpdated) this.reset('card-change', ['pan']);
    const card = this.shownCard;
    for (const action of ACTIONS) {
      if (this.states[action].phase !== 'idle' && (!card || !this.offers(action) || !cardActionAllowed(action, card.status))) {
        this.reset('status', [action]);
      }
    }
  }

  /** Stops and hides the given actions, and forgets their errors. */
  private reset(reason: ConcealReason, actions: readonly CardAction[] = ACTIONS): void {
    for (const action of actions) {
      this.stopRun(action);
      this.hideSecret(action, reason);
      this.states[action].error = undefined;
    }
  }

  private offers(action: CardAction): boolean {
    return (this.actions ?? '').split(/\s+/).includes(action);
  }

  private get pinTimeoutMs(): number {
    const seconds = Number(this.pinTimeout);
    const bounded = Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.max(seconds, PIN_TIMEOUT.min), PIN_TIMEOUT.max) : PIN_TIMEOUT.default;
    return bounded * 1000;
  }

  private readonly onVisibilityChange = (): void => {
    if (document.visibilityState === 'hidden') {
      for (const action of ACTIONS) if (this.states[action].phase === 'shown') this.hideSecret(action, 'visibility');
    } else {
      for (const action of ACTIONS) if (this.states[action].phase === 'held') this.present(action);
    }
  };

  // ---- Requests ---------------------------------------------------------------------------------

  private onToggle(action: CardAction, event: MouseEvent): void {
    // The second click of a double click: never a second request, never an immediate hide.
    if (event.detail > 1) return;
    const current = this.states[action];
    if (current.phase === 'requesting' || current.phase === 'held') return;
    if (current.phase === 'shown') {
      this.hideSecret(action, 'hide');
      return;
    }
    void this.reveal(action);
  }

  private async reveal(action: CardAction): Promise<void> {
    const current = this.states[action];
    const card = this.shownCard;
    const adapter = this.config?.adapter;
    if (current.phase !== 'idle' || !card || !adapter || this.reasonFor(action, card) !== undefined) return;
    const operation = OPERATION[action];
    if (!this.emit(new SvcSubmitEvent({ operation, body: undefined }))) return;

    const controller = new AbortController();
    const { signal } = controller;
    current.run = controller;
    current.phase = 'requesting';
    current.sca = undefined;
    current.error = undefined;
    this.requestUpdate();
    const onSca = (update: ScaUpdate) => {
      if (signal.aborted) return;
      current.sca = update;
      this.emit(new SvcScaEvent({ operation, state: update.state, scaId: update.scaId }));
      this.requestUpdate();
    };

    try {
      const input = { params: { cardId: card.id } };
      if (action === 'pin') {
        const { pin } = await adapter.request('getCardPin', input, { signal, onSca });
        if (signal.aborted) return;
        this.#pin = pin;
        this.finishRun(action);
        this.emit(new SvcSuccessEvent({ operation, result: { revealed: true } }));
      } else {
        const { token, secret, ttl } = await adapter.request('getPanCredentials', input, { signal, onSca });
        if (signal.aborted) return;
        // The credentials' own TTL, never longer than the documented 60 s.
        const ttlMs = durationToMs(ttl);
        const lifeMs = ttlMs !== null && ttlMs > 0 ? Math.min(ttlMs, LIMITS.panCredentialsLifetimeMs) : LIMITS.panCredentialsLifetimeMs;
        const expiresAt = Date.now() + lifeMs;
        this.#credentials = { token, secret, expiresAt, cardId: card.id };
        this.finishRun(action);
        this.emit(new SvcSuccessEvent({ operation, result: { revealed: true, expiresAt } }));
      }
      this.present(action);
    } catch (caught) {
      // Superseded, cancelled or removed: nothing to report.
      if (signal.aborted) return;
      this.finishRun(action);
      this.fail(action, asServiceError(caught, operation));
    }
  }

  private finishRun(action: CardAction): void {
    const current = this.states[action];
    current.run = undefined;
    current.sca = undefined;
    current.phase = 'idle';
    this.requestUpdate();
  }

  private fail(action: CardAction, error: ServiceError): void {
    this.states[action].error = error;
    this.requestUpdate();
    this.emit(new SvcErrorEvent({ operation: OPERATION[action], error }));
  }

  /** Aborts the request in flight, if any; an SCA it was waiting for ends as failed. */
  private stopRun(action: CardAction): void {
    const current = this.states[action];
    if (!current.run) return;
    const { sca } = current;
    current.run.abort();
    this.finishRun(action);
    if (sca && (sca.state === 'pending' || sca.state === 'required')) {
      this.emit(new SvcScaEvent({ operation: OPERATION[action], state: 'failed', scaId: sca.scaId }));
    }
  }

  private onScaCancel(action: CardAction): void {
    if (!this.states[action].run) return;
    this.stopRun(action);
    this.announce(this.messages.cardView[action].cancelled);
    // The Cancel button goes with the panel: keep the person where they were.
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[part~="${action}-button"]`)?.focus());
  }

  private onScaRetry(action: CardAction): void {
    this.stopRun(action);
    void this.reveal(action);
  }

  // ---- Showing and hiding -------------------------------------------------------------------------

  /** Shows what arrived, or holds it (out of the DOM) while the page is hidden. */
  private present(action: CardAction): void {
    const current = this.states[action];
    const secret = action === 'pin' ? this.#pin : this.#credentials;
    if (secret === undefined) return;
    clearTimeout(current.timer);
    if (document.visibilityState === 'hidden') {
      current.phase = 'held';
      current.deadline = action === 'pin' ? Date.now() + this.pinTimeoutMs : this.#credentials!.expiresAt;
    } else if (action === 'pin') {
      current.phase = 'shown';
      current.deadline = Date.now() + this.pinTimeoutMs;
      this.announce(format(this.messages.cardView.pin.announceShown, { seconds: Math.round(this.pinTimeoutMs / 1000) }));
    } else {
      if (this.#credentials!.expiresAt <= Date.now()) return this.hideSecret(action, 'expired');
      current.phase = 'shown';
      current.deadline = this.#credentials!.expiresAt;
      void this.mountPan();
    }
    const delay = Math.max(0, current.deadline - Date.now());
    current.timer = setTimeout(() => this.hideSecret(action, action === 'pin' ? 'timeout' : 'expired'), delay);
    this.now = Date.now();
    this.syncTicker();
    this.requestUpdate();
  }

  private async mountPan(): Promise<void> {
    const display = this.panDisplay;
    const credentials = this.#credentials;
    await this.updateComplete;
    const container = this.renderRoot.querySelector<HTMLElement>('.pan');
    // Hidden, superseded or removed meanwhile.
    if (!display || !credentials || !container || this.#credentials !== credentials || this.states.pan.phase !== 'shown') return;
    const controller = new AbortController();
    this.#mounted = { display, container, controller };
    // The display has the credentials now; the element keeps no copy.
    this.#credentials = undefined;
    const context = {
      locale: this.locale ?? this.config?.locale ?? 'en',
      theme: this.theme ?? (matchMedia('(prefers-color-scheme: dark)').matches ? ('dark' as const) : ('light' as const)),
    };
    try {
      await display.mount(container, credentials, controller.signal, context);
      if (controller.signal.aborted) return;
      const seconds = Math.max(1, Math.ceil((credentials.expiresAt - Date.now()) / 1000));
      this.announce(format(this.messages.cardView.pan.announceShown, { seconds }));
    } catch {
      // The display's error is not logged: it may echo what it was given.
      if (controller.signal.aborted) return;
      this.hideSecret('pan', 'hide', false);
      this.fail('pan', new ServiceError({ kind: 'config', code: 'PAN_DISPLAY_FAILED', operation: 'getPanCredentials', message: this.messages.cardView.pan.displayFailed }));
    }
  }

  private unmountPan(): void {
    const mounted = this.#mounted;
    if (!mounted) return;
    this.#mounted = undefined;
    mounted.controller.abort();
    try {
      mounted.display.unmount?.(mounted.container);
    } catch {
      console.error(`<${this.localName}>: the PAN display's unmount() failed; its container is emptied anyway.`);
    }
    mounted.container.replaceChildren();
  }

  /** Drops the PIN or the credentials and takes the display down. */
  private hideSecret(action: CardAction, reason: ConcealReason, announce = true): void {
    const current = this.states[action];
    const wasShown = current.phase === 'shown';
    const had = wasShown || current.phase === 'held';
    clearTimeout(current.timer);
    current.timer = undefined;
    current.deadline = undefined;
    if (action === 'pin') {
      this.#pin = undefined;
    } else {
      this.#credentials = undefined;
      this.unmountPan();
    }
    if (!had) return;
    current.phase = 'idle';
    this.syncTicker();
    this.requestUpdate();
    if (wasShown && announce) this.announce(this.messages.cardView[action].announceHidden);
    this.emit(new SvcConcealEvent({ operation: OPERATION[action], reason }));
  }

  private syncTicker(): void {
    const showing = ACTIONS.some((action) => this.states[action].phase === 'shown');
    if (showing && this.isConnected) {
      this.ticker ??= setInterval(() => (this.now = Date.now()), 1000);
    } else {
      clearInterval(this.ticker);
      this.ticker = undefined;
    }
  }

  private announce(text: string): void {
    this.announcement = text;
  }

  // ---- Rendering -----------------------------------------------------------------------------------

  private statusLabel(status: string): string {
    const labels = this.messages.cardView.statuses as Record<string, string>;
    return Object.hasOwn(labels, status) ? labels[status]! : enumLabel(this.messages, status);
  }

  private typeLabel(type: string): string {
    const labels = this.messages.cardView.types as Record<string, string>;
    return Object.hasOwn(labels, type) ? labels[type]! : enumLabel(this.messages, type);
  }

  /** Why an action cannot be used now, or undefined when it can. */
  private reasonFor(action: CardAction, card: Card): string | undefined {
    const texts = this.messages.cardView;
    if (!cardActionAllowed(action, card.status)) {
      const reasons = texts.reasons as Record<string, string>;
      return card.status !== 'other' && Object.hasOwn(reasons, card.status)
        ? reasons[card.status]!
        : format(reasons.other!, { status: this.statusLabel(card.status) });
    }
    if (action === 'pan' && !this.panDisplay) return texts.pan.noDisplay;
    return undefined;
  }

  protected override errorText(error: ServiceError): string {
    if (error.code === 'PAN_DISPLAY_FAILED') return this.messages.cardView.pan.displayFailed;
    return super.errorText(error);
  }

  private retryable(error: ServiceError): boolean {
    return error.retryable || RETRY_CODES.has(error.code);
  }

  private secondsLeft(deadline: number | undefined): number {
    return Math.max(0, Math.ceil(((deadline ?? this.now) - this.now) / 1000));
  }

  protected override get needsConfiguration(): boolean {
    return false;
  }

  protected override renderContent() {
    const card = this.shownCard;
    let body: TemplateResult | typeof nothing;
    if (card) body = this.renderCard(card);
    else if (!this.configured) body = this.configuring ? this.renderMessage('info', this.messages.cardView.loading) : this.renderUnconfigured();
    else body = this.renderLoadState();
    return html`${body}
      <div class="announcer visually-hidden" role="status" aria-live="polite">${this.announcement}</div>`;
  }

  private renderMessage(kind: 'info' | 'error', text: string, extra: unknown = nothing) {
    return html`<div class="message ${kind}" part="message" role=${kind === 'error' ? 'alert' : 'status'}>
      <p class="text">${text}</p>
      ${extra}
    </div>`;
  }

  private renderLoadState() {
    const texts = this.messages.cardView;
    if (!this.cardId?.trim()) return this.renderMessage('info', texts.noCard);
    switch (this.loader.status) {
      case TaskStatus.COMPLETE:
        return this.renderMessage('error', texts.notFound);
      case TaskStatus.ERROR: {
        const error = asServiceError(this.loader.error, 'listCards');
        const retry = this.retryable(error)
          ? html`<button type="button" class="secondary" @click=${this.reload}>${this.messages.common.retry}</button>`
          : nothing;
        return this.renderMessage('error', `${texts.loadFailed} ${this.errorText(error)}`, retry);
      }
      default:
        return this.renderMessage('info', texts.loading);
    }
  }

  private renderCard(card: Card) {
    const texts = this.messages.cardView;
    const details = texts.details;
    const type = this.typeLabel(card.type);
    const title = card.friendlyName || format(texts.untitled, { type });
    const tone = STATUS_TONE[card.status] ?? 'unknown';
    return html`
      <article class="card" part="card" aria-labelledby="card-title">
        <p class="title" id="card-title" part="title">${title}</p>
        <dl class="details" part="details">
          <div>
            <dt>${details.nameOnCard}</dt>
            <dd class="embossed">${card.nameOnCard}</dd>
          </div>
          ${card.cardholderNameOnCard
            ? html`<div>
                <dt>${details.cardholderNameOnCard}</dt>
                <dd class="embossed">${card.cardholderNameOnCard}</dd>
              </div>`
            : nothing}
          <div>
            <dt>${details.expiry}</dt>
            <dd>${card.expiryDate}</dd>
          </div>
          <div>
            <dt>${details.type}</dt>
            <dd>${type}</dd>
          </div>
          <div>
            <dt>${details.status}</dt>
            <dd><span class="badge tone-${tone}" part="badge">${this.statusLabel(card.status)}</span></dd>
          </div>
          <div>
            <dt>${details.profile}</dt>
            <dd>${card.profile.name}</dd>
          </div>
        </dl>
        ${this.renderActions(card)}
      </article>
    `;
  }

  private renderActions(card: Card) {
    const offered = ACTIONS.filter((action) => this.offers(action));
    if (offered.length === 0) return nothing;
    let content: unknown;
    if (!this.configured) {
      content = this.configuring ? html`<p class="progress">${this.messages.common.loading}</p>` : this.renderUnconfigured();
    } else {
      const reasons = offered.map((action) => this.reasonFor(action, card));
      // One reason for both ("This card is closed") is said once.
      const shared = offered.length > 1 && reasons[0] !== undefined && reasons.every((reason) => reason === reasons[0]) ? reasons[0] : undefined;
      content = html`${offered.map((action, i) => this.renderAction(action, reasons[i], shared !== undefined))}
      ${shared !== undefined ? html`<p class="reason" id="actions-reason" part="reason">${shared}</p>` : nothing}`;
    }
    return html`<div class="actions" part="actions" role="group" aria-label=${this.messages.cardView.actionsLabel}>${content}</div>`;
  }

  private renderAction(action: CardAction, reason: string | undefined, sharedReason: boolean) {
    const texts = this.messages.cardView[action];
    const current = this.states[action];
    const shown = current.phase === 'shown';
    const busy = current.phase === 'requesting' || current.phase === 'held';
    const label = shown ? texts.hide : current.error && this.retryable(current.error) ? texts.retry : texts.show;
    const reasonId = sharedReason ? 'actions-reason' : `${action}-reason`;
    const describedBy = [reason !== undefined ? reasonId : '', current.error ? `${action}-error` : ''].filter(Boolean).join(' ');
    return html`
      <div class="action" part="${action}-action">
        <button
          type="button"
          class=${shown ? 'secondary' : ''}
          part="${action}-button"
          ?disabled=${reason !== undefined}
          aria-disabled=${busy ? 'true' : nothing}
          aria-describedby=${describedBy || nothing}
          @click=${(event: MouseEvent) => this.onToggle(action, event)}
        >
          ${label}
        </button>
        ${reason !== undefined && !sharedReason ? html`<p class="reason" id="${action}-reason" part="reason">${reason}</p>` : nothing}
        ${busy && !current.sca ? html`<p class="progress" role="status">${texts.requesting}</p>` : nothing}
        ${current.phase === 'requesting' && current.sca
          ? html`<svc-sca-pending
              embedded
              part="sca"
              .scaUpdate=${current.sca}
              .locale=${this.locale}
              .theme=${this.theme}
              @svc-sca-cancel=${() => this.onScaCancel(action)}
              @svc-sca-retry=${() => this.onScaRetry(action)}
            ></svc-sca-pending>`
          : nothing}
        ${shown ? (action === 'pin' ? this.renderPin() : this.renderPan()) : nothing}
        ${current.error
          ? html`<p class="message error" id="${action}-error" part="error" role="alert">${this.errorText(current.error)}</p>`
          : nothing}
      </div>
    `;
  }

  private renderPin() {
    const texts = this.messages.cardView.pin;
    return html`
      <div class="pin" part="pin" role="group" aria-labelledby="pin-label">
        <span class="pin-label" id="pin-label">${texts.label}</span>
        <span class="pin-value" translate="no">${this.#pin}</span>
      </div>
      <p class="countdown" part="countdown">${format(texts.hidesIn, { seconds: this.secondsLeft(this.states.pin.deadline) })}</p>
    `;
  }

  private renderPan() {
    const texts = this.messages.cardView.pan;
    // The display fills this container; the template never renders into it.
    return html`
      <div class="pan" part="pan" role="group" aria-label=${texts.label}></div>
      <p class="countdown" part="countdown">${format(texts.hidesIn, { seconds: this.secondsLeft(this.states.pan.deadline) })}</p>
    `;
  }
}

declare global {
  interface HTMLElementEventMap {
    'svc-conceal': SvcConcealEvent;
  }
}
