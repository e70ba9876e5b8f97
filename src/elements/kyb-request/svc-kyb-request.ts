import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { requestKybVerification } from '../../api/operations/kyb.js';
import { id } from '../../api/primitives.js';
import { LIMITS } from '../../api/limits.js';
import { ownString } from '../../api/own.js';
import { format } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import { kybRequest } from './texts/en.js';
import { kybRequestErrors } from '../../i18n/errors/en-kyb-request.js';
import { kybRequestLocales } from '../../generated/locales/kyb-request.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { CustomStatesController } from '../base/custom-states.js';
import { OperationController } from '../base/operation.js';
import { SvcElement } from '../base/svc-element.js';
import { badge, badgeStyles, type BadgeTone } from '../list/badge.js';
import { kybRequestStyles } from './svc-kyb-request.styles.js';

const corporateIdSchema = /* @__PURE__ */ id();

/** Each KYB outcome of the spec, in the colour of its badge. */
const TONES: Readonly<Record<string, BadgeTone>> = { VALIDATED: 'success', NEED_ADDITIONAL_INFORMATION: 'warning', DECLINED: 'danger' };

/**
 * A company's KYB verification (Request KYB verification): what is needed before asking (every
 * director and every UBO declared, each with a validated identity check), the request itself, and
 * the outcome in words once the partner passes the company's KYB status in (`kyb-status`:
 * `VALIDATED`, `NEED_ADDITIONAL_INFORMATION` with its reason in `kyb-status-reason`, or `DECLINED`).
 *
 * The spec's request answers nothing but "sent": a compliance officer sets the outcome later, and
 * no operation of the spec reads it, so the partner (who learns it from the service) passes it in.
 * A status the kit does not know is shown by its code. The reason is shown as text.
 *
 * While a director's or UBO's identity check is not validated the service refuses the request
 * (`KYB_PREREQUISITES_MISSING`), said in words. Without a valid `corporate-id` nothing is sent.
 *
 * @summary Request a company's KYB verification: what is needed first, the request, the outcome in words.
 * @tag svc-kyb-request
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before the request is sent; cancelable. `detail: { operation: 'requestKybVerification', body: undefined }`.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The request was sent (`result` is undefined: the service answers no content).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - It failed (`KYB_PREREQUISITES_MISSING` while a KYC is not validated).
 * @slot header - The partner's own words above what is needed (a heading, an introduction); the kit's title by default.
 * @slot footer - The partner's own content below the request button.
 * @csspart base - The whole element.
 * @csspart title - The title (the `header` slot's fallback).
 * @csspart section - A group: `section-requirements`, what is needed before the request; `section-outcome`, the outcome passed in (its badge, its words and any reason).
 * @csspart badge - The outcome in words (also `badge-validated`, `badge-need-additional-information`, `badge-declined`).
 * @csspart notice - The reason given with the outcome.
 * @csspart actions - The row of the request button.
 * @csspart submit-button - Sends the request.
 * @csspart success - Says that the request was sent.
 * @csspart error - A missing or wrong `corporate-id`, or a failed request; no configuration.
 * @csspart retry-button - Sends the request again after a failure that may pass on a second try.
 * @cssstate pending - The request is in flight.
 * @cssstate success - The request was sent.
 * @cssstate error - The request failed, or `corporate-id` is missing or wrong.
 * @cssstate validated - The status passed in is VALIDATED (neither what is needed nor the request button is shown).
 */
export class SvcKybRequest extends SvcElement {
  /** @internal */
  static override ownMessages = { kybRequest };
  static override ownLocales = kybRequestLocales;
  /** @internal */
  static override ownErrors = kybRequestErrors;

  static override styles = [...SvcElement.styles, badgeStyles, kybRequestStyles];

  /** The company (corporate end-user, UUID) whose KYB is requested. */
  @property({ attribute: 'corporate-id', reflect: true }) corporateId?: string;

  /** The company's KYB status as the service gave it to the partner: `VALIDATED`, `NEED_ADDITIONAL_INFORMATION` or `DECLINED`. */
  @property({ attribute: 'kyb-status', reflect: true }) kybStatus?: string;

  /** Why more information is needed (the service's `kybStatusReason`), shown as text. */
  @property({ attribute: 'kyb-status-reason' }) kybStatusReason?: string;

  /** The company must provide extended UBOs: a UBO holds 10 % or more of the shares instead of 25 %. */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'extended-ubos', reflect: true }) extendedUbos = false;

  @state() private announcement = '';
  private readonly ops = new OperationController(this);

  /** @internal The custom states, worked out after each update. */
  protected readonly customStates = new CustomStatesController(this, () => {
    const run = this.ops.state(requestKybVerification);
    return {
      pending: run.pending,
      success: this.requested,
      error: !this.corporateIdValid || (run.status === 'error' && !run.pending),
      validated: this.validated,
    };
  });

  private get corporateIdValid(): boolean {
    return corporateIdSchema.safeParse(this.corporateId?.trim()).success;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Another company: what was said of the last request no longer applies.
    if (changed.has('corporateId') && changed.get('corporateId') !== undefined) {
      this.ops.abort(requestKybVerification);
      this.ops.dismiss(requestKybVerification);
      this.announcement = '';
    }
    // One state at a time: a new outcome passed in replaces "requested"; a request sent replaces the outcome shown before it.
    if (changed.has('kybStatus') && this.hasUpdated) this.announcement = '';
  }

  /**
   * The outcome passed in when the last request was sent: "requested" lasts until another comes in
   * (a page that sets it from its `svc-success` listener does so before the request's promise settles).
   */
  private requestedWith?: { status: string | undefined };

  /** The request was sent, and no outcome came in since: the element says "requested", not the outcome before. */
  private get requested(): boolean {
    return this.requestedWith?.status === this.kybStatus && this.ops.state(requestKybVerification).status === 'success';
  }

  /** Sends the request (once at a time). Resolves true when it was sent, false otherwise (see `svc-error`). */
  async request(): Promise<boolean> {
    if (!this.corporateIdValid || this.ops.state(requestKybVerification).pending) return false;
    this.announcement = this.messages.common.sending;
    this.requestedWith = { status: this.kybStatus };
    const outcome = await this.ops.run(requestKybVerification, { params: { corporateId: (this.corporateId ?? '').trim() } });
    const texts = this.messages.kybRequest;
    if (outcome.status === 'success') this.announcement = texts.sent;
    else if (outcome.status === 'error') this.announcement = this.errorText(outcome.error);
    else this.announcement = '';
    // Focus goes to what appeared (the request said sent, or the failure), never to <body>.
    await this.updateComplete;
    // An outcome the page passed in meanwhile shows instead of "sent": the focus goes to it.
    const appeared = outcome.status === 'success' && !this.requested ? 'section-outcome' : outcome.status;
    if (outcome.status === 'success' || outcome.status === 'error') this.renderRoot.querySelector<HTMLElement>(`[part~="${appeared}"]`)?.focus();
    return outcome.status === 'success';
  }

  /** Validated and not asked again since: nothing is left to ask for. */
  private get validated(): boolean {
    return this.kybStatus?.trim() === 'VALIDATED' && !this.requested;
  }

  private threshold(): string {
    return formatNumber(this.extendedUbos ? LIMITS.uboThreshold.extended : LIMITS.uboThreshold.standard, this.effectiveLocale);
  }

  private renderOutcome() {
    const status = this.kybStatus?.trim();
    if (!status || this.requested) return nothing;
    const texts = this.messages.kybRequest;
    const label = ownString(texts, status) ?? status;
    const words = ownString(texts, `${status}_text`) ?? texts.unknown_text;
    const reason = this.kybStatusReason?.trim();
    return html`<section class="outcome" part="section section-outcome" aria-labelledby="outcome-title" tabindex="-1">
      <p class="outcome-title" id="outcome-title">${texts.outcomeTitle} ${badge(status, label, TONES[status] ?? 'neutral')}</p>
      <p>${words}</p>
      ${reason ? html`<p class="reason" part="notice">${texts.reason}: ${reason}</p>` : nothing}
    </section>`;
  }

  private renderRequest() {
    const texts = this.messages.kybRequest;
    const run = this.ops.state(requestKybVerification);
    if (!this.corporateIdValid) return html`<p class="message error" part="error" role="alert">${texts.corporateIdInvalid}</p>`;
    const error = run.status === 'error' && !run.pending ? run.error : undefined;
    return html`${error
        ? html`<div class="message error" part="error" role="alert" tabindex="-1">
            <span>${this.errorText(error)}</span>
            ${error.retryable ? html` <button type="button" class="secondary" part="retry-button" @click=${() => this.request()}>${this.messages.common.retry}</button>` : nothing}
          </div>`
        : nothing}
      ${this.requested ? html`<p class="message success" part="success" tabindex="-1">${texts.sent}</p>` : nothing}
      ${this.validated
        ? nothing
        : html`<div class="actions" part="actions">
            <button type="button" part="submit-button" aria-disabled=${run.pending || this.configuring ? 'true' : 'false'} @click=${() => this.request()}>
              ${run.pending ? this.messages.common.sending : texts.submit}
            </button>
          </div>`}`;
  }

  protected renderContent() {
    const texts = this.messages.kybRequest;
    return html`<div class="base" part="base">
      <slot name="header"><p class="title" part="title">${texts.title}</p></slot>
      ${this.renderOutcome()}
      ${this.validated
        ? nothing
        : html`<div part="section section-requirements">
            <p class="needed" id="needed">${texts.needed}</p>
            <ul aria-labelledby="needed">
              <li>${texts.directors}</li>
              <li>${format(texts.ubos, { threshold: this.threshold() })}</li>
              <li>${texts.kyc}</li>
            </ul>
          </div>`}
      ${this.renderRequest()}
      <slot name="footer"></slot>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
    </div>`;
  }
}
