import { html, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ServiceError } from '../../api/errors.js';
import type { Card } from '../../api/schemas/card.js';
import { cardProblem } from './card-check.js';
import { format } from '../../i18n/catalog.js';
import { cardView } from './texts/en.js';
import { cardViewErrors } from '../../i18n/errors/en-card-view.js';
import { cards } from '../../i18n/cards/en.js';
import { cardViewLocales } from '../../generated/locales/card-view.js';
import { SlotPresenceController } from '../base/slot-presence.js';
import { actionSection, actionsGroup } from './action-section.js';
import { CARD_ACTIONS, cardActionAllowed, retryableCardError, type CardAction } from './card-actions.js';
import { loadCard } from './find-card.js';
import { SvcRecordElement, type RecordHeading, type RecordTexts } from '../record/svc-record-element.js';
import { cardFace } from './card-face.js';
import { cardNote, loadNote } from './card-note.js';
import { unavailableReason } from './card-texts.js';
import { cardStatusLabel, cardTypeLabel } from '../../i18n/card-labels.js';
import type { ConcealReason } from './events.js';
import { SecretActionsController } from './secret-actions.js';
import { ApprovalFocusController } from './approval-focus.js';
import type { PanDisplay, PinDisplay } from '../card/pan-display.js';
import { PIN_TIMEOUT, pinTimeoutMs } from './pin-timeout.js';
import { cardViewStyles } from './svc-card-view.styles.js';
import { loadScaPanel } from '../base/sca-panel.js';

/**
 * One payment card: its summary, and on demand its PIN and its card number, each behind strong
 * customer authentication.
 *
 * **The face.** The card is drawn as a card, in CSS alone: its title, a chip on a physical card,
 * the number, name on card, expiry, status, type, and the card profile's name as its design mark
 * (the card list carries no scheme and no digits, so the number shows as dots until the secure
 * display shows it in their place). The facts are text, each read once by assistive technology;
 * the chip and the dots are drawing only. Colours come from `--svc-color-primary` and
 * `--svc-color-on-primary`, or from the `--svc-card-*` properties below.
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
 * number. They go to the `panDisplay` (see `PanDisplay`): mounted into the `pan` part on the face while they
 * live and the page is visible, unmounted when they run out, on Hide, when the page becomes hidden,
 * when the card changes and on removal. The element keeps no reference to the credentials once the
 * display has them. Without a `panDisplay`, the button is disabled and says so, and nothing is sent.
 *
 * The PIN and the card number are requested independently: both can be asked for, and shown, at
 * the same time.
 *
 * The code that shows them is fetched the first time a person asks for either, alongside the
 * request, not with the element. If it cannot be fetched, the action says so with a retry, and what
 * arrived is dropped.
 *
 * **Statuses.** PIN: ACTIVE, AWAITING_ACTIVATION, ACTIVATING, REACTIVATING, SUSPENDING, SUSPENDED.
 * Card number: ACTIVE only. Otherwise the button is disabled with the reason shown ("This card is
 * closed"). See `cardActionAllowed`.
 *
 * @summary A card's summary, with its PIN and card number on demand [SCA].
 * @tag svc-card-view
 * @slot title - The card's heading; default: its friendly name, else its type ("Physical card").
 * @slot actions - Your own buttons, beside the PIN and card number actions.
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before the PIN or the PAN credentials are requested; cancelable. `body` is undefined (the operations have no body). Not sent for the pages of `listCards`.
 * @fires {CustomEvent<SvcScaDetail>} svc-sca - The SCA state of a PIN or card number request changed.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - A page of `listCards` was read (`result` is the page); the PIN (`result: { revealed: true }`) or the credentials (`result: { revealed: true, expiresAt }`) arrived. Never carries the PIN, the token or the secret.
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - Loading the card (`listCards`), a request, or a secure display (`PAN_DISPLAY_FAILED`, `PIN_DISPLAY_FAILED`) failed, or the code that shows the PIN or the card number could not be fetched (`NETWORK_ERROR`).
 * @fires {CustomEvent<SvcConcealDetail>} svc-conceal - The PIN or the card number was hidden again; `detail.reason` says why.
 * @cssprop --svc-card-background - The face's background (any CSS background); default: a gradient of `--svc-color-primary`.
 * @cssprop --svc-card-background-inactive - The face of a closed, closing or expired card; default: a gradient of `--svc-color-text-muted`.
 * @cssprop --svc-card-text - Text on the face; default: `--svc-color-on-primary`. Keep 4.5:1 against both backgrounds.
 * @cssprop --svc-card-chip - The chip drawn on a physical card (decorative).
 * @csspart card - The card: its face and its actions.
 * @csspart card-face - The drawing of the card: title, number (or the `pan` display) and details.
 * @csspart title - The card's heading (around the `title` slot).
 * @csspart details - The list of the card's details.
 * @csspart status - The card's status in the details (label and badge).
 * @csspart badge - The status badge (text in the face's colour, with a dot coloured by tone); also `badge-<status>`, e.g. `badge-active`, `badge-awaiting-activation`.
 * @csspart actions - The PIN and card number actions, and the `actions` slot.
 * @csspart section - One action (`section-pin`, `section-pan`): its button, progress, SCA wait, secret and error.
 * @csspart pin-button - Show / Hide PIN.
 * @csspart pan-button - Show / Hide card number.
 * @csspart hide-button - The PIN or card number button while it hides what is shown.
 * @csspart notice - Why an action is not available.
 * @csspart progress - "Requesting…" while a request is under way without an SCA wait.
 * @csspart sca - The inline SCA wait (`<svc-sca-pending>`).
 * @csspart pin - The PIN while it is shown (or, with `pinDisplay`, the container of the display that shows it).
 * @csspart pan - The container the PAN display is mounted in, on the face where the number belongs.
 * @csspart countdown - The time until the PIN or card number is hidden again.
 * @csspart error - An action's error; the card could not be found or loaded; no configuration.
 * @csspart retry-button - Loads the card again after a failure that may pass.
 * @csspart loading - The card is being looked for.
 * @csspart empty - No card given.
 * @cssstate loading - The `card-id` card is being looked for (or the configuration is on its way).
 * @cssstate error - No card can be shown: the `card` given is not one, or the `card-id` card is not an id, was not found or could not be loaded.
 * @cssstate revealed - The PIN or the card number is shown.
 */
export class SvcCardView extends SvcRecordElement<Card | undefined> {
  /** @internal */
  static override ownMessages = { cardView, cards };
  static override ownLocales = cardViewLocales;
  /** @internal */
  static override ownErrors = cardViewErrors;

  static override styles = [...SvcRecordElement.styles, cardViewStyles];

  /** The card to show (a card list element, as "List cards" returns it). Wins over `card-id`. */
  @property({ attribute: false }) card?: Card;

  /** The id of the card to show, found through "List cards". */
  @property({ attribute: 'card-id' }) cardId?: string;

  /** With `card-id`: look only among this end-user's cards. */
  @property({ attribute: 'end-user-id' }) endUserId?: string;

  /** With `card-id`: look only among this ledger's cards. */
  @property({ attribute: 'ledger-id' }) ledgerId?: string;

  /** Seconds the PIN stays shown (1 to 120; default 30). */
  @property({ type: Number, attribute: 'pin-timeout' }) pinTimeout: number = PIN_TIMEOUT.default;

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
  private readonly slots = new SlotPresenceController(this, ['actions']);

  private readonly secrets = new SecretActionsController(this, this.ops, {
    texts: () => this.messages.cardView,
    locale: () => this.effectiveLocale,
    theme: () => this.effectiveTheme,
    pinTimeoutMs: () => pinTimeoutMs(this.pinTimeout),
    pinDisplay: () => this.pinDisplay,
    panDisplay: () => this.panDisplay,
    root: () => this.renderRoot,
    announce: (text) => (this.announcement = text),
    approvalAsked: (action) => this.focusApproval(action),
  });

  /** @internal After Continue in an approval panel, focus goes to what appeared (the PIN, the card number), never to `<body>`. */
  protected readonly approvalFocus = new ApprovalFocusController(this, { phase: (action) => this.secrets.phase(action), busy: (action) => this.secrets.busy(action) });

  /** The card the PIN and card number belong to: when it changes, both are dropped. */
  private cardKey?: string;

  /** The card shown: the `card` property, else the one found for `card-id`. */
  get shownCard(): Card | undefined {
    return this.shownRecord();
  }

  /** What is wrong with the `card` property (a JSON string, a card of another shape): checked when it is set. */
  private cardProblem?: string;

  /** Hides the PIN and the card number now, and stops any request for them. */
  conceal(): void {
    for (const action of CARD_ACTIONS) this.secrets.conceal(action, 'hide');
  }

  // The record base's hooks

  /** The `card-id` card is looked for, unless a `card` is given. */
  protected recordId() {
    return this.card ? undefined : this.cardId;
  }

  /**
   * Looks for the `card-id` card through "List cards" (`loadCard`), again when the id, the
   * end-user or ledger that narrow the search, or the adapter change.
   */
  protected loadRecord(cardId: string, signal: AbortSignal) {
    return loadCard(this.ops, { cardId, endUserId: this.endUserId || undefined, ledgerId: this.ledgerId || undefined }, signal);
  }

  protected override recordKeyExtra() {
    return [this.endUserId || undefined, this.ledgerId || undefined];
  }

  /** The card's own change (in `willUpdate`) hides and stops what was shown of it. */
  protected override forgetRecord(): void {}

  protected override shownRecord(): Card | undefined {
    if (this.card !== undefined && this.cardProblem === undefined) return this.card;
    // The card found, or the same card found before while it is looked for again (not after a failure).
    const state = this.load.state;
    return state.status === 'complete' ? state.value : state.status === 'pending' ? state.last?.value : undefined;
  }

  /**
   * `loading` while the `card-id` card is looked for (or the configuration is on its way); `error`
   * when no card can be shown: the `card` given is not one, or the `card-id` card is not an id,
   * was not found or could not be loaded.
   */
  protected override recordStates() {
    const shown = this.shownCard !== undefined;
    const { status } = this.load.state;
    const failed = this.cardProblem !== undefined || (!shown && (this.load.idProblem() === 'invalid' || status === 'error' || status === 'complete'));
    return { loading: !shown && (this.configuring || this.load.pending), error: failed };
  }

  protected override ownStates() {
    return { revealed: CARD_ACTIONS.some((action) => this.secrets.phase(action) === 'shown') };
  }

  protected recordTexts(): Required<Omit<RecordTexts, 'refresh'>> {
    const texts = this.messages.cardView;
    return { loading: texts.loading, loadFailed: texts.loadFailed, missingId: texts.noCard, invalidId: texts.notFound };
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
      this.secrets.pinMoved();
      this.reset('card-change', ['pin']);
    }
    const card = this.shownCard;
    for (const action of CARD_ACTIONS) {
      const active = this.secrets.busy(action) || this.secrets.phase(action) !== 'idle';
      if (active && (!card || !this.offers(action) || !cardActionAllowed(action, card.status))) this.reset('status', [action]);
    }
  }

  /** Stops and hides the given actions, and forgets their errors. */
  private reset(reason: ConcealReason, actions: readonly CardAction[] = CARD_ACTIONS): void {
    for (const action of actions) {
      this.secrets.conceal(action, reason);
      this.secrets.dismiss(action);
    }
  }

  private offers(action: CardAction): boolean {
    return (this.actions ?? '').split(/\s+/).includes(action);
  }

  private onToggle(action: CardAction, event: MouseEvent): void {
    // The second click of a double click: never a second request, never an immediate hide.
    if (event.detail > 1 || this.secrets.busy(action)) return;
    if (this.secrets.phase(action) === 'shown') {
      this.secrets.reveals?.of(action).hide('hide');
      return;
    }
    this.reveal(action);
  }

  private reveal(action: CardAction): void {
    const card = this.shownCard;
    if (card && this.configured && this.reasonFor(action, card) === undefined) void this.secrets.reveal(action, card.id);
  }

  /** The service asked for an approval it did not name: focus goes to the panel's Continue. */
  private focusApproval(action: CardAction): void {
    void loadScaPanel()
      .then(() => this.updateComplete)
      .then(() => this.renderRoot.querySelector<HTMLElement>(`[part~="section-${action}"] svc-sca-pending`)?.focus());
  }

  private onScaCancel(action: CardAction): void {
    const run = this.ops.state(action);
    if (run.status === 'sca-required') this.ops.dismiss(action);
    else if (run.pending) this.secrets.stop(action);
    else return;
    this.announcement = this.messages.cardView[action].cancelled;
    // The Cancel button goes with the panel: keep the person where they were.
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[part~="${action}-button"]`)?.focus());
  }

  private onScaRetry(action: CardAction): void {
    this.secrets.stop(action);
    this.reveal(action);
  }

  private reasonFor(action: CardAction, card: Card): string | undefined {
    return unavailableReason(this.messages, action, card, this.panDisplay !== undefined);
  }

  protected override errorText(error: ServiceError): string {
    // Not a service code: the catalog has it under the card view's texts.
    if (error.code === 'PAN_DISPLAY_FAILED') return this.messages.cardView.pan.displayFailed;
    if (error.code === 'PIN_DISPLAY_FAILED') return this.messages.cardView.pin.displayFailed;
    return super.errorText(error);
  }

  protected override get needsConfiguration(): boolean {
    return false;
  }

  // Rendering

  /** Instead of the card: the `card` given is not one, no configuration yet, or the search for `card-id`. */
  protected override renderAwaited() {
    if (this.cardProblem !== undefined) return cardNote('error', this.messages.cardView.invalidCard);
    if (!this.configured) return this.configuring ? cardNote('loading', this.messages.cardView.loading) : this.renderUnconfigured();
    return loadNote({
      texts: this.recordTexts(),
      problem: this.load.idProblem(),
      load: this.load.state,
      errorText: (error) => this.errorText(error),
      retryable: (error) => retryableCardError(error),
      retryLabel: this.messages.common.retry,
      onRetry: () => this.reload(),
    });
  }

  protected override renderAfter() {
    return html`<div class="announcer visually-hidden" role="status" aria-live="polite">${this.announcement}</div>`;
  }

  /** The card, drawn as a card (its face), with its actions. */
  protected override renderRecord(card: Card): TemplateResult {
    const { titleId } = this.recordHeading(card);
    return html`<article class="card" part="card" aria-labelledby=${titleId}>${this.renderFacts(card)} ${this.renderActions(card)}</article>`;
  }

  protected recordHeading(card: Card): RecordHeading & { title: string } {
    const type = cardTypeLabel(this.messages, card.type);
    return { titleId: 'card-title', title: card.friendlyName || format(this.messages.cardView.untitled, { type }) };
  }

  /** The card's facts, on its face. */
  protected renderFacts(card: Card) {
    return cardFace({
      card,
      texts: this.messages.cardView,
      title: this.recordHeading(card).title,
      type: cardTypeLabel(this.messages, card.type),
      status: cardStatusLabel(this.messages, card.status),
      numberShown: this.secrets.phase('pan') === 'shown',
      notGiven: this.messages.common.notGiven,
    });
  }

  private renderActions(card: Card) {
    const offered = CARD_ACTIONS.filter((action) => this.offers(action));
    const progress = html`<p class="progress" part="progress">${this.messages.common.loading}</p>`;
    return actionsGroup({
      label: this.messages.cardView.actionsLabel,
      offered,
      reasons: offered.map((action) => this.reasonFor(action, card)),
      instead: this.configured ? undefined : this.configuring ? progress : this.renderUnconfigured(),
      hasOwnActions: this.slots.has('actions'),
      section: (action, reason, shared) => this.renderAction(action, reason, shared),
    });
  }

  private renderAction(action: CardAction, reason: string | undefined, sharedReason: boolean) {
    const run = this.ops.state(action);
    const error = this.secrets.errorOf(action);
    const shown = this.secrets.phase(action) === 'shown';
    return actionSection({
      action,
      texts: this.messages.cardView[action],
      reason,
      sharedReason,
      busy: this.secrets.busy(action),
      sca: run.pending || run.status === 'sca-required' ? run.sca : undefined,
      shown,
      shownHere: shown ? this.secrets.reveals?.shownHere(action) : undefined,
      errorText: error && this.errorText(error),
      retry: !!error && retryableCardError(error),
      locale: this.effectiveLocale,
      theme: this.theme,
      onToggle: (event) => this.onToggle(action, event),
      onScaCancel: () => this.onScaCancel(action),
      onScaRetry: () => this.onScaRetry(action),
      onScaContinue: () => this.reveal(action),
    });
  }
}
