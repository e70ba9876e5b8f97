import { css, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import type { ScaStrategyValue } from '../../api/enums.js';
import type { OperationName } from '../../api/operations.js';
import type { WaitingSca } from '../../api/schemas/common.js';
import { durationToMs } from '../../api/formats/index.js';
import type { ScaState, ScaUpdate } from '../../client/sca.js';
import { format } from '../../i18n/catalog.js';
import { durationText } from '../../i18n/units.js';
import { SvcElement } from '../base/svc-element.js';
import { CustomStatesController } from '../base/custom-states.js';
import { SvcScaEvent } from '../base/events.js';
import { scaPending } from './texts/en.js';
import { scaPendingLocales } from '../../generated/locales/sca-pending.js';
import { SvcScaCancelEvent, SvcScaContinueEvent, SvcScaRetryEvent } from './events.js';

/** What the page or an embedding element gave the panel, each kept as given. */
interface Given {
  waiting?: WaitingSca;
  scaUpdate?: ScaUpdate;
}

/** Remaining seconds at which the countdown is announced to screen readers (not every second). */
const ANNOUNCE_AT = [120, 60, 30, 10];

/**
 * The waiting state of a strong customer authentication: tells the person what to do (approve on
 * the device, enter the join code, signing in progress), counts down the time left (announced at
 * sensible moments, not every second), and ends in approved, expired (with a retry) or failed.
 *
 * Standalone, give it a Waiting SCA body (`waiting`) or `expires-at`; it emits `svc-sca` for the
 * changes it makes itself. Kit elements embed it with `embedded`, and emit `svc-sca` themselves.
 *
 * @summary The waiting state of any SCA operation.
 * @tag svc-sca-pending
 * @fires {CustomEvent<SvcScaDetail>} svc-sca - The SCA state changed (standalone only).
 * @fires {Event} svc-sca-cancel - No detail. The person pressed Cancel while waiting.
 * @fires {Event} svc-sca-retry - No detail. The person pressed Try again after an expiry or failure.
 * @fires {Event} svc-sca-continue - No detail. The person pressed Continue after approving on their device (an SCA the service did not name: nothing to wait for, the action is sent again).
 * @csspart panel - The whole panel.
 * @csspart instructions - What to do.
 * @csspart notice - Continue was pressed before the approval: "Not approved yet" (also part `instructions`).
 * @csspart join-code - The join code to enter.
 * @csspart countdown - The time left.
 * @csspart progress - The time left as a bar.
 * @csspart actions - The row of buttons.
 * @csspart cancel-button - Stops waiting.
 * @csspart continue-button - Sends the action again once it is approved on the device.
 * @csspart retry-button - Tries again after an expiry or failure.
 * @slot title - The panel's heading (default: the kit's "Approve on your device" words, in the locale).
 * @slot actions - The partner's own buttons or links, after the panel's.
 * @cssstate required - An approval is needed (the person approves, then continues or waits).
 * @cssstate pending - Waiting for the approval.
 * @cssstate approved - Approved.
 * @cssstate expired - The time ran out.
 * @cssstate failed - Refused, cancelled or failed.
 */
export class SvcScaPending extends SvcElement {
  /** `focus()` lands on the panel's first button (Cancel, or Try again once it ran out). */
  static override shadowRootOptions: ShadowRootInit = { ...SvcElement.shadowRootOptions, delegatesFocus: true };
  /** @internal */
  static override ownMessages = { scaPending };
  static override ownLocales = scaPendingLocales;

  static override styles = [
    ...SvcElement.styles,
    css`
      .panel {
        border: 1px solid var(--_primary);
        border-radius: var(--_radius);
        padding: calc(var(--_space) * 2);
        background: var(--_surface);
      }
      h2 {
        font-size: 1.05em;
        margin: 0 0 var(--_space);
      }
      .join-code {
        font-family: ui-monospace, monospace;
        font-size: 1.2em;
        letter-spacing: 0.05em;
        padding: var(--_space);
        border: 1px dashed var(--_border);
        border-radius: var(--_radius);
        user-select: all;
      }
      .countdown {
        font-variant-numeric: tabular-nums;
        color: var(--_muted);
      }
      progress {
        width: 100%;
        accent-color: var(--_primary);
      }
      .actions {
        display: flex;
        gap: var(--_space);
        margin-top: var(--_space);
      }
      .approved {
        color: var(--_success);
      }
      .not-yet {
        font-weight: 600;
      }
      .ended {
        color: var(--_danger);
      }
    `,
  ];

  /** Where the SCA stands. */
  @property({ reflect: true }) state: ScaState = 'pending';

  /** The SCA strategy in use. */
  @property({ reflect: true }) strategy: ScaStrategyValue = 'PUSH_NOTIFICATION';

  /** When the SCA runs out (milliseconds since the epoch, as `Date.now()`). */
  @property({ type: Number, attribute: 'expires-at' }) expiresAt?: number;

  /** The SCA id (for events). */
  @property({ attribute: 'sca-id' }) scaId?: string;

  /** The id of the device that must approve (for events and the partner's code; never shown). */
  @property({ attribute: 'sca-device-id' }) scaDeviceId?: string;

  /**
   * The name of the device that must approve, as the person knows it (the consumer's
   * `scaDevices[].name`, for example "Alice's iPhone"). Shown when given; otherwise the panel
   * speaks of "your registered device".
   */
  @property({ attribute: 'sca-device-name' }) scaDeviceName?: string;

  /** A join code to show (JOIN_CODE strategy). */
  @property({ attribute: 'join-code' }) joinCode?: string;

  /** The operation waiting for SCA (for events). */
  @property() operation?: OperationName;

  /** Set by kit elements that embed it: they emit `svc-sca` themselves. */
  @property({ type: Boolean, converter: booleanAttribute, reflect: true }) embedded = false;

  /** What was last given: a Waiting SCA body (`waiting`), an adapter's update (`scaUpdate`). */
  private given: Given = {};

  /** A Waiting SCA body: sets the id, device, join code and expiry from its TTL. */
  @property({ attribute: false })
  get waiting(): WaitingSca | undefined {
    return this.given.waiting;
  }
  set waiting(waiting: WaitingSca | undefined) {
    this.take({ waiting });
  }

  /** Takes an SCA update as the adapter reports it. */
  @property({ attribute: false })
  get scaUpdate(): ScaUpdate | undefined {
    return this.given.scaUpdate;
  }
  set scaUpdate(scaUpdate: ScaUpdate | undefined) {
    this.take({ scaUpdate });
  }

  /**
   * Keeps what was given and shows it: the fields a Waiting SCA body and an adapter's update both
   * set (a body is pending, and runs out after its TTL), then those only an update carries.
   */
  private take(given: Given) {
    this.given = { ...this.given, ...given };
    const { waiting, scaUpdate: update } = given;
    const sca = update ?? (waiting && { ...waiting, state: 'pending' as const, expiresAt: Date.now() + (durationToMs(waiting.ttl) ?? 0) });
    if (!sca) return;
    ({ state: this.state, scaId: this.scaId, scaDeviceId: this.scaDeviceId, joinCode: this.joinCode, expiresAt: this.expiresAt } = sca);
    if (!update) return;
    this.notApprovedYet = !!update.notApprovedYet && update.state === 'required';
    if (this.notApprovedYet) {
      // Said each time Continue finds no approval (a text that alternates so that it is announced again).
      const text = this.messages.scaPending.notApprovedYet;
      this.announcement = this.announcement === text ? `${text}\u00a0` : text;
    }
    this.strategy = update.strategy;
    this.scaDeviceName = update.scaDeviceName;
    this.operation = update.operation;
  }

  /** @internal The custom states, worked out after each update. */
  protected readonly customStates = new CustomStatesController(this, () => {
    const states = { required: false, pending: false, approved: false, expired: false, failed: false };
    if (Object.hasOwn(states, this.state)) states[this.state] = true;
    return states;
  });

  /** Continue was pressed and the service still asks for the approval. */
  @state() private notApprovedYet = false;
  @state() private remainingSeconds?: number;
  @state() private announcement = '';
  private timer?: ReturnType<typeof setInterval>;
  /** Thresholds of ANNOUNCE_AT already said for the current wait. */
  private announced = new Set<number>();

  override connectedCallback(): void {
    super.connectedCallback();
    this.syncTimer();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopTimer();
  }

  /** Focus was on one of the panel's buttons before this update (Continue goes once pressed). */
  private focusInside = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.focusInside = !!this.shadowRoot?.activeElement;
    if (!changed.has('state') && !changed.has('expiresAt')) return;
    const waiting: (ScaState | undefined)[] = ['pending', 'required'];
    const wasWaiting = changed.has('state') && waiting.includes(changed.get('state'));
    this.tick();
    const texts = this.messages.scaPending;
    if (this.waitingNow && (!wasWaiting || changed.has('expiresAt'))) {
      // A new wait: say what is needed and how long there is, once.
      const left = this.remainingSeconds;
      this.announced = new Set(ANNOUNCE_AT.filter((at) => left === undefined || at >= left));
      this.initialSeconds = undefined;
      this.announcement = left === undefined ? texts.title : format(texts.announceStart, { time: this.duration(left, 'long') });
    } else if (changed.has('state')) {
      if (this.state === 'approved') this.announcement = texts.approved;
      else if (this.state === 'expired') this.announcement = texts.expired;
      else if (this.state === 'failed') this.announcement = texts.failed;
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('state') || changed.has('expiresAt')) this.syncTimer();
    // The focused button went (Continue, once the wait is named): focus stays in the panel, on its first button.
    if (this.focusInside && !this.shadowRoot?.activeElement && (document.activeElement === document.body || document.activeElement === null)) this.focus();
  }

  /** An SCA the service did not name: nothing to count down or poll; the person approves, then continues. */
  private get manual(): boolean {
    return this.state === 'required' && !this.scaId && this.expiresAt === undefined;
  }

  private get waitingNow(): boolean {
    return this.state === 'pending' || this.state === 'required';
  }

  private syncTimer(): void {
    if (this.waitingNow && this.expiresAt !== undefined && this.isConnected) {
      this.timer ??= setInterval(() => this.tick(), 1000);
    } else {
      this.stopTimer();
    }
  }

  private stopTimer(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick(): void {
    if (this.expiresAt === undefined) {
      this.remainingSeconds = undefined;
      return;
    }
    const left = Math.max(0, Math.ceil((this.expiresAt - Date.now()) / 1000));
    this.remainingSeconds = left;
    if (!this.waitingNow) return;
    if (left === 0) {
      // Embedded, the adapter reports the expiry itself; standalone, this element does.
      if (!this.embedded) this.setState('expired');
      return;
    }
    const due = ANNOUNCE_AT.filter((at) => left <= at && !this.announced.has(at));
    if (due.length > 0) {
      due.forEach((at) => this.announced.add(at));
      this.announcement = format(this.messages.scaPending.announceRemaining, { time: this.duration(left, 'long') });
    }
  }

  private setState(next: ScaState): void {
    if (this.state === next) return;
    this.state = next;
    if (!this.embedded && this.operation) {
      this.emit(new SvcScaEvent({ operation: this.operation, state: next, scaId: this.scaId }));
    }
  }

  /** Short on screen (`1 min 30 sec`), spelled out when announced (`1 minute, 30 seconds`). */
  private duration(seconds: number, style: 'short' | 'long' = 'short'): string {
    return durationText(seconds, this.effectiveLocale, style);
  }

  private onCancel(): void {
    this.emit(new SvcScaCancelEvent());
    if (!this.embedded) this.setState('failed');
  }

  private onContinue(): void {
    this.emit(new SvcScaContinueEvent());
  }

  private onRetry(): void {
    this.emit(new SvcScaRetryEvent());
  }

  private renderInstructions() {
    const texts = this.messages.scaPending;
    if (this.joinCode) {
      return html`<p part="instructions">${texts.joinCodeInstructions}</p>
        <p class="join-code" part="join-code">${this.joinCode}</p>`;
    }
    if (this.strategy === 'DATA_SIGNING') return html`<p part="instructions">${texts.signingInstructions}</p>`;
    if (this.manual && this.notApprovedYet) return html`<p class="not-yet" part="instructions notice">${texts.notApprovedYet}</p>`;
    if (this.manual) return html`<p part="instructions">${texts.approveThenContinue}</p>`;
    if (this.state === 'required') return html`<p part="instructions">${texts.requiredInstructions}</p>`;
    return html`<p part="instructions">${texts.pushInstructions}</p>
      ${this.scaDeviceName?.trim() ? html`<p class="countdown">${format(texts.pushDevice, { device: this.scaDeviceName.trim() })}</p>` : nothing}`;
  }

  private renderCountdown() {
    if (this.remainingSeconds === undefined || this.expiresAt === undefined) return nothing;
    const total = Math.max(this.remainingSeconds, 1);
    return html`
      <p class="countdown" part="countdown">${format(this.messages.scaPending.remaining, { time: this.duration(this.remainingSeconds) })}</p>
      <progress part="progress" max=${Math.max(total, this.initialSeconds ?? total)} value=${this.remainingSeconds} aria-hidden="true"></progress>
    `;
  }

  private initialSeconds?: number;

  protected override get needsConfiguration(): boolean {
    return false;
  }

  protected override renderContent() {
    const texts = this.messages.scaPending;
    if (this.waitingNow && this.remainingSeconds !== undefined) this.initialSeconds = Math.max(this.initialSeconds ?? 0, this.remainingSeconds);
    return html`
      <section class="panel" part="panel" aria-labelledby="title">
        <h2 id="title"><slot name="title">${texts.title}</slot></h2>
        ${this.waitingNow ? html`${this.renderInstructions()} ${this.renderCountdown()}` : nothing}
        ${this.state === 'approved' ? html`<p class="approved">${texts.approved}</p>` : nothing}
        ${this.state === 'expired' ? html`<p class="ended">${texts.expired}</p>` : nothing}
        ${this.state === 'failed' ? html`<p class="ended">${texts.failed}</p>` : nothing}
        <div class="actions" part="actions">
          ${this.manual ? html`<button type="button" part="continue-button" @click=${this.onContinue}>${texts.continue}</button>` : nothing}
          ${this.waitingNow ? html`<button type="button" class="secondary" part="cancel-button" @click=${this.onCancel}>${texts.cancel}</button>` : nothing}
          ${this.state === 'expired' || this.state === 'failed'
            ? html`<button type="button" part="retry-button" @click=${this.onRetry}>${texts.retry}</button>`
            : nothing}
          <slot name="actions"></slot>
        </div>
        <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
      </section>
    `;
  }
}
