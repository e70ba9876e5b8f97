import { getCardPin, getPanCredentials } from '../../api/operations/cards.js';
import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ServiceError } from '../../api/errors.js';
import type { Card } from '../../api/schemas/card.js';
import { cardProblem } from './card-check.js';
import { format } from '../../i18n/catalog.js';
import { durationText } from '../../i18n/durations.js';
import { cardView } from '../../i18n/en/card-view.js';
import { cardViewLocales } from '../../i18n/shipped/card-view.js';
import { SvcErrorEvent } from '../base/events.js';
import { OperationController } from '../base/operation.js';
import { SvcElement } from '../base/svc-element.js';
import { actionSection } from './action-section.js';
import { cardActionAllowed, type CardAction } from './card-actions.js';
import { CardLoader } from './card-loader.js';
import { cardFace, cardNote } from './card-summary.js';
import { statusLabel, typeLabel, unavailableReason } from './card-texts.js';
import type { ConcealReason } from './conceal-event.js';
import { PanReveal, PinDisplayReveal, panCredentials } from './display-reveal.js';
import type { PanDisplay, PanDisplayContext, PanDisplayCredentials, PinDisplay } from './pan-display.js';
import { PIN_TIMEOUT, PinReveal, pinTimeoutMs } from './pin-reveal.js';
import { cardViewStyles } from './svc-card-view.styles.js';

/** Errors after which pressing the button again may well work: the button then reads "Try again". */
const RETRY_CODES = new Set(['SCA_FAILED', 'SCA_REQUIRED', 'SCA_SIGNATURE_DOES_NOT_MATCH', 'PAN_DISPLAY_FAILED', 'PIN_DISPLAY_FAILED']);

const ACTIONS: readonly CardAction[] = ['pin', 'pan'];

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
 * its own cards anyway. `card` wins over `card-id`. A newer `card-id` supersedes a search under way.
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
 * The PIN and the card number are requested independently: both can be asked for, and shown, at
 * the same time.
 *
 * **Statuses.** PIN: ACTIVE, AWAITING_ACTIVATION, ACTIVATING, REACTIVATING, SUSPENDING, SUSPENDED.
 * Card number: ACTIVE only. Otherwise the button is disabled with the reason shown ("This card is
 * closed"). See `cardActionAllowed`.
 *
 * @summary A card's summary, with its PIN and card number on demand [SCA].
 * @tag svc-card-view
 * @slot title - The card's heading; default: its friendly name, else its type ("Physical card").
 * @slot actions - Your own buttons, beside the PIN and card number actions.
 * @fires svc-submit - Before the PIN or the PAN credentials are requested; cancelable. `body` is undefined (the operations have no body). Not sent for the pages of `listCards`.
 * @fires svc-sca - The SCA state of a PIN or card number request changed.
 * @fires svc-success - A page of `listCards` was read (`result` is the page); the PIN (`result: { revealed: true }`) or the credentials (`result: { revealed: true, expiresAt }`) arrived. Never carries the PIN, the token or the secret.
 * @fires svc-error - Loading the card (`listCards`), a request, or a secure display (`PAN_DISPLAY_FAILED`, `PIN_DISPLAY_FAILED`) failed.
 * @fires svc-conceal - The PIN or the card number was hidden again; `detail.reason` says why.
 * @csspart card - The card: its face and its actions.
 * @csspart card-face - The card's title and details.
 * @csspart title - The card's heading (around the `title` slot).
 * @csspart details - The list of the card's details.
 * @csspart status - The card's status in the details (label and badge).
 * @csspart badge - The status badge (text, coloured by tone); also `badge-<status>`, e.g. `badge-active`, `badge-awaiting-activation`.
 * @csspart actions - The PIN and card number actions, and the `actions` slot.
 * @csspart section - One action (`section-pin`, `section-pan`): its button, progress, SCA wait, secret and error.
 * @csspart pin-button - Show / Hide PIN.
 * @csspart pan-button - Show / Hide card number.
 * @csspart hide-button - The PIN or card number button while it hides what is shown.
 * @csspart notice - Why an action is not available.
 * @csspart progress - "Requesting…" while a request is under way without an SCA wait.
 * @csspart sca - The inline SCA wait (`<svc-sca-pending>`).
 * @csspart pin - The PIN while it is shown (or, with `pinDisplay`, the container of the display that shows it).
 * @csspart pan - The container the PAN display is mounted in.
 * @csspart countdown - The time until the PIN or card number is hidden again.
 * @csspart error - An action's error; the card could not be found or loaded; no configuration.
 * @csspart retry-button - Loads the card again after a failure that may pass.
 * @csspart loading - The card is being looked for.
 * @csspart empty - No card given.
 */
export class SvcCardView extends SvcElement {
  /** @internal */
  static override ownMessages = { cardView };
  static override ownLocales = cardViewLocales;

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

  /**
   * Shows the PIN outside this page (`createFramePinDisplay`): the display requests and shows the
   * PIN itself, and the element sends no PIN request. Without one, the PIN is shown in the page.
   */
  @property({ attribute: false }) pinDisplay?: PinDisplay;

  @state() private announcement = '';
  /** The secure display could not show the card number (not a request: the credentials had arrived). */
  @state() private displayFailure: Partial<Record<CardAction, ServiceError>> = {};
  /** Failures no longer shown: the card, its status or the display changed, or the element was removed. */
  private dismissed: Partial<Record<CardAction, ServiceError>> = {};
  /** Whether something is in the `actions` slot. */
  @state() private hasOwnActions = false;

  private readonly ops = new OperationController(this);
  private readonly loader = new CardLoader(this, this.ops);

  private readonly pinReveal = new PinReveal(this, {
    timeoutMs: () => pinTimeoutMs(this.pinTimeout),
    shownText: (seconds) => format(this.messages.cardView.pin.announceShown, { time: durationText(seconds, this.effectiveLocale, 'long') }),
    hiddenText: () => this.messages.cardView.pin.announceHidden,
    announce: (text) => (this.announcement = text),
  });

  /** What a secure display of `action` needs from the element. */
  private displayOptions(action: CardAction) {
    return {
      container: () => this.renderRoot.querySelector<HTMLElement>(`.display.${action}`),
      context: (): PanDisplayContext => ({
        locale: this.effectiveLocale,
        theme: this.theme ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'),
      }),
      shownText: (seconds: number) => format(this.messages.cardView[action].announceShown, { time: durationText(seconds, this.effectiveLocale, 'long') }),
      hiddenText: () => this.messages.cardView[action].announceHidden,
      announce: (text: string) => (this.announcement = text),
      // Not a request: the display failed after what it needed was there.
      failed: () => {
        const operation = action === 'pin' ? 'getCardPin' : 'getPanCredentials';
        const code = action === 'pin' ? 'PIN_DISPLAY_FAILED' : 'PAN_DISPLAY_FAILED';
        const error = new ServiceError({ kind: 'config', code, operation, message: this.messages.cardView[action].displayFailed });
        this.displayFailure = { ...this.displayFailure, [action]: error };
        this.emit(new SvcErrorEvent({ operation, error }));
      },
    };
  }

  private readonly pinInDisplay = new PinDisplayReveal(this, { display: () => this.pinDisplay, ...this.displayOptions('pin') });
  private readonly panReveal = new PanReveal(this, { display: () => this.panDisplay, ...this.displayOptions('pan') });

  /** What shows each secret now: the PIN in the page, or through its display. */
  private get reveals() {
    return { pin: this.pinDisplay ? this.pinInDisplay : this.pinReveal, pan: this.panReveal };
  }

  /** The card the PIN and card number belong to: when it changes, both are dropped. */
  private cardKey?: string;

  /** The card shown: the `card` property, else the one found for `card-id`. */
  get shownCard(): Card | undefined {
    return this.card !== undefined && this.cardProblem === undefined ? this.card : this.loader.card;
  }

  /** What is wrong with the `card` property (a JSON string, a card of another shape): checked when it is set. */
  private cardProblem?: string;


  /** Hides the PIN and the card number now, and stops any request for them. */
  conceal(): void {
    for (const action of ACTIONS) {
      this.ops.abort(action);
      this.reveals[action].hide('hide');
    }
  }

  /** Looks for the `card-id` card again. */
  reload(): void {
    this.loader.reload();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const action of ACTIONS) this.dismiss(action);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('card')) this.cardProblem = cardProblem(this.card);
    const key = this.card?.id ?? this.cardId;
    if (key !== this.cardKey) {
      if (this.cardKey !== undefined) this.reset('card-change');
      this.cardKey = key;
    }
    if (changed.has('panDisplay') && this.hasUpdated) this.reset('card-change', ['pan']);
    if (changed.has('pinDisplay') && this.hasUpdated) {
      // The PIN moves between the page and a display: whatever showed it before goes.
      this.pinReveal.hide('card-change');
      this.pinInDisplay.hide('card-change');
      this.reset('card-change', ['pin']);
    }
    const card = this.shownCard;
    for (const action of ACTIONS) {
      const active = this.ops.state(action).pending || this.reveals[action].phase !== 'idle';
      if (active && (!card || !this.offers(action) || !cardActionAllowed(action, card.status))) this.reset('status', [action]);
    }
  }

  /** Stops and hides the given actions, and forgets their errors. */
  private reset(reason: ConcealReason, actions: readonly CardAction[] = ACTIONS): void {
    for (const action of actions) {
      this.ops.abort(action);
      this.reveals[action].hide(reason);
      this.dismiss(action);
    }
  }

  /** Stops showing an action's failure. */
  private dismiss(action: CardAction): void {
    this.dismissed[action] = this.ops.state(action).error;
    this.displayFailure = { ...this.displayFailure, [action]: undefined };
    this.requestUpdate();
  }

  /** The failure shown at an action: its latest request's, until dismissed, or the display's. */
  private errorOf(action: CardAction): ServiceError | undefined {
    const displayFailure = this.displayFailure[action];
    if (displayFailure) return displayFailure;
    const { error, status } = this.ops.state(action);
    // An approval asked for is not a failure: the SCA panel says what to do.
    if (status === 'sca-required') return undefined;
    return error !== this.dismissed[action] ? error : undefined;
  }

  private offers(action: CardAction): boolean {
    return (this.actions ?? '').split(/\s+/).includes(action);
  }

  /** A request is under way, or its answer is held until the page is visible. */
  private busy(action: CardAction): boolean {
    return this.ops.state(action).pending || this.reveals[action].phase === 'held';
  }

  // ---- Requests ---------------------------------------------------------------------------------

  private onToggle(action: CardAction, event: MouseEvent): void {
    // The second click of a double click: never a second request, never an immediate hide.
    if (event.detail > 1 || this.busy(action)) return;
    if (this.reveals[action].phase === 'shown') {
      this.reveals[action].hide('hide');
      return;
    }
    void this.reveal(action);
  }

  private async reveal(action: CardAction): Promise<void> {
    const card = this.shownCard;
    if (!card || !this.configured || this.busy(action) || this.reveals[action].phase !== 'idle' || this.reasonFor(action, card) !== undefined) return;
    const input = { params: { cardId: card.id } };
    // The secret is taken out of the result before the request path sees it: events and the
    // controller's state keep only `{ revealed: true }`.
    if (action === 'pin' && this.pinDisplay) {
      // The display requests the PIN from its own origin: nothing is sent from this page.
      this.displayFailure = { ...this.displayFailure, pin: undefined };
      this.pinInDisplay.take({ cardId: card.id, expiresAt: Date.now() + pinTimeoutMs(this.pinTimeout) });
    } else if (action === 'pin') {
      let pin: string | undefined;
      const outcome = await this.ops.run(getCardPin, input, {
        key: action,
        redact: (result) => {
          pin = result.pin;
          return { revealed: true };
        },
      });
      if (outcome.status === 'success' && pin !== undefined) this.pinReveal.take(pin);
      else if (outcome.status === 'sca-required') this.focusApproval(action);
    } else {
      let credentials: PanDisplayCredentials | undefined;
      const sent = this.ops.run(getPanCredentials, input, {
        key: action,
        redact: (result) => {
          credentials = panCredentials(result, card.id);
          return { revealed: true, expiresAt: credentials.expiresAt };
        },
      });
      // A request under way replaces the display's earlier failure.
      if (this.ops.state(action).pending) this.displayFailure = { ...this.displayFailure, pan: undefined };
      const outcome = await sent;
      if (outcome.status === 'success' && credentials) this.panReveal.take(credentials);
      else if (outcome.status === 'sca-required') this.focusApproval(action);
    }
  }

  /** The service asked for an approval it did not name: focus goes to the panel's Continue. */
  private focusApproval(action: CardAction): void {
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[part~="section-${action}"] svc-sca-pending`)?.focus());
  }

  private onScaCancel(action: CardAction): void {
    const run = this.ops.state(action);
    if (run.status === 'sca-required') this.ops.dismiss(action);
    else if (run.pending) this.ops.abort(action);
    else return;
    this.announcement = this.messages.cardView[action].cancelled;
    // The Cancel button goes with the panel: keep the person where they were.
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[part~="${action}-button"]`)?.focus());
  }

  private onScaRetry(action: CardAction): void {
    this.ops.abort(action);
    void this.reveal(action);
  }

  // ---- Texts ---------------------------------------------------------------------------------------

  private reasonFor(action: CardAction, card: Card): string | undefined {
    return unavailableReason(this.messages, action, card, this.panDisplay !== undefined);
  }

  protected override errorText(error: ServiceError): string {
    // Not a service code: the catalog has it under the card view's texts.
    if (error.code === 'PAN_DISPLAY_FAILED') return this.messages.cardView.pan.displayFailed;
    if (error.code === 'PIN_DISPLAY_FAILED') return this.messages.cardView.pin.displayFailed;
    return super.errorText(error);
  }

  private retryable(error: ServiceError): boolean {
    return error.retryable || RETRY_CODES.has(error.code);
  }

  // ---- Rendering -----------------------------------------------------------------------------------

  protected override get needsConfiguration(): boolean {
    return false;
  }

  protected override renderContent() {
    const card = this.shownCard;
    let body: unknown;
    if (this.cardProblem !== undefined) body = cardNote('error', this.messages.cardView.invalidCard);
    else if (card) body = this.renderCard(card);
    else if (!this.configured) body = this.configuring ? cardNote('loading', this.messages.cardView.loading) : this.renderUnconfigured();
    else body = this.renderLoadState();
    return html`${body}
      <div class="announcer visually-hidden" role="status" aria-live="polite">${this.announcement}</div>`;
  }

  private renderLoadState() {
    const texts = this.messages.cardView;
    if (!this.cardId?.trim()) return cardNote('empty', texts.noCard);
    const load = this.loader.state;
    switch (load.status) {
      case 'missing':
        return cardNote('error', texts.notFound);
      case 'error': {
        const retry = this.retryable(load.error)
          ? html`<button type="button" class="secondary" part="retry-button" @click=${this.reload}>${this.messages.common.retry}</button>`
          : nothing;
        return cardNote('error', `${texts.loadFailed} ${this.errorText(load.error)}`, retry);
      }
      default:
        return cardNote('loading', texts.loading);
    }
  }

  private renderCard(card: Card) {
    const texts = this.messages.cardView;
    const type = typeLabel(this.messages, card.type);
    const labels = { title: card.friendlyName || format(texts.untitled, { type }), type, status: statusLabel(this.messages, card.status) };
    return html`
      <article class="card" part="card" aria-labelledby="card-title">
        ${cardFace(card, texts, labels)} ${this.renderActions(card)}
      </article>
    `;
  }

  private renderActions(card: Card) {
    const offered = ACTIONS.filter((action) => this.offers(action));
    const ownActions = html`<slot name="actions" @slotchange=${this.onActionsSlotChange}></slot>`;
    // Nothing of the kit's to offer: the slot alone, grouped only once something is in it.
    if (offered.length === 0 && !this.hasOwnActions) return ownActions;
    return html`<div class="actions" part="actions" role="group" aria-label=${this.messages.cardView.actionsLabel}>
      ${offered.length > 0 ? this.renderOffered(card, offered) : nothing}${ownActions}
    </div>`;
  }

  private renderOffered(card: Card, offered: readonly CardAction[]) {
    if (!this.configured) {
      return this.configuring ? html`<p class="progress" part="progress">${this.messages.common.loading}</p>` : this.renderUnconfigured();
    }
    const reasons = offered.map((action) => this.reasonFor(action, card));
    // One reason for both ("This card is closed") is said once.
    const shared = offered.length > 1 && reasons[0] !== undefined && reasons.every((reason) => reason === reasons[0]) ? reasons[0] : undefined;
    return html`${offered.map((action, i) => this.renderAction(action, reasons[i], shared !== undefined))}
    ${shared !== undefined ? html`<p class="reason" id="actions-reason" part="notice">${shared}</p>` : nothing}`;
  }

  private onActionsSlotChange(event: Event): void {
    this.hasOwnActions = (event.target as HTMLSlotElement).assignedNodes({ flatten: true }).some(
      (node) => node.nodeType === Node.ELEMENT_NODE || node.textContent!.trim() !== '',
    );
  }

  private renderAction(action: CardAction, reason: string | undefined, sharedReason: boolean) {
    const run = this.ops.state(action);
    const error = this.errorOf(action);
    const reveal = this.reveals[action];
    return actionSection({
      action,
      texts: this.messages.cardView[action],
      reason,
      sharedReason,
      busy: this.busy(action),
      sca: run.pending || run.status === 'sca-required' ? run.sca : undefined,
      shown: reveal.phase === 'shown',
      pin: action === 'pin' ? this.pinReveal.pin : undefined,
      inDisplay: action === 'pin' && !!this.pinDisplay,
      secondsLeft: reveal.secondsLeft,
      errorText: error && this.errorText(error),
      retry: !!error && this.retryable(error),
      locale: this.effectiveLocale,
      theme: this.theme,
      onToggle: (event) => this.onToggle(action, event),
      onScaCancel: () => this.onScaCancel(action),
      onScaRetry: () => this.onScaRetry(action),
      onScaContinue: () => void this.reveal(action),
    });
  }
}
