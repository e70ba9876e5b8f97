import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { getConsumer } from '../../api/operations/consumer-read.js';
import type { Consumer } from '../../api/schemas/consumer.js';
import { format } from '../../i18n/catalog.js';
import { consumerStatus } from './texts/en.js';
import { consumerStatuses } from '../../i18n/consumer-statuses/en.js';
import { contactFollowUps } from '../../i18n/contact-follow-ups/en.js';
import { contactFollowUpErrors } from '../../i18n/errors/en-consumer-form.js';
import { consumerStatusLocales } from '../../generated/locales/consumer-status.js';
import { recordSection } from '../record/record-parts.js';
import { SvcRecordElement, type RecordHeading } from '../record/svc-record-element.js';
import type { ContactFollowUps } from '../consumer/contact-follow-ups.js';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule } from '../base/on-demand.js';
import { phoneText } from '../consumer/phone-text.js';
import { badge } from '../list/badge.js';
import { listFormat } from '../list/list-format.js';
import { scaDevices } from './devices.js';
import { statusLabel, toneOf } from '../consumer/statuses.js';
import { statusFacts } from './status-facts.js';
import { consumerStatusStyles } from './svc-consumer-status.styles.js';

/** The verifications the element can offer. */
type Action = 'email' | 'phone';

/** The verifications' module (`../consumer/contact-follow-ups.ts`): its buttons and the code's form. */
type FollowUpsModule = typeof import('../consumer/contact-follow-ups.js');
const loadFollowUps = loadOnce(() => import('../consumer/contact-follow-ups.js'), 'the email and phone verifications');

/**
 * Where a consumer stands: every status of the record with its reason, whether the email address
 * and the phone number are verified, whether the terms are accepted, and the devices registered
 * for strong customer authentication.
 *
 * **Statuses.** Overall, identity check (KYC, with the type of check), banking, suspension (with
 * who suspended), service and compliance, each in words and colour, with the reason the record
 * gives (the KYC reason may come with the KYC application). Values the kit has never seen are
 * shown as sent, by their code.
 *
 * **Verifications.** An email address that is not verified gets a button that sends the
 * verification email; a phone number that is not verified gets "Send code", then a code field
 * (checked before sending: letters and digits, as long as `KIT_LIMITS.verificationCode` allows)
 * and Verify. Once the code is accepted, the phone shows as verified. `actions` chooses which of
 * the two are offered.
 *
 * **Devices.** Without any device, or without an active one, the element says that nothing that
 * needs strong customer authentication can be approved.
 *
 * @summary A consumer's statuses, verifications, terms and SCA devices, with the email and phone verifications.
 * @tag svc-consumer-status
 *
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before a verification is sent (cancelable): `sendConsumerVerificationEmail` (no body), `verifyConsumerPhone` (`{}` sends a code, `{ code }` checks it). Not sent for the load.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The consumer was loaded (`getConsumer`, `result` is the record), a verification email or a code was sent, a code was checked (`result: { verified }`).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - The load or a verification failed.
 *
 * @csspart base - The consumer's status, once loaded.
 * @csspart header - The consumer's name, overall status and Refresh.
 * @csspart title - The consumer's name.
 * @csspart section - Each group: also `section-statuses`, `section-contact`, `section-terms`, `section-devices`.
 * @csspart legend - The title of a group.
 * @csspart details - The statuses, as label and value.
 * @csspart row - One status (also `row-overall`, `row-kyc`, `row-banking`, `row-suspension`, `row-service`, `row-compliance`), or one device.
 * @csspart badge - A status in words (also `badge-<value>`, e.g. `badge-validated`, `badge-not-verified`).
 * @csspart follow-up - The email address or the phone number with its verification (also `follow-up-email`, `follow-up-phone`).
 * @csspart form - The verification code's form.
 * @csspart send-email-button - Sends the verification email.
 * @csspart send-code-button - Sends a verification code to the phone (again).
 * @csspart verify-button - Checks the typed code.
 * @csspart notice - Terms not accepted; no (active) device.
 * @csspart error - A missing or wrong `consumer-id`, a failed load, a verification that failed, the verifications that could not be loaded; no configuration.
 * @csspart retry-button - Loads the consumer again after a failure; fetches the verifications again when they could not be loaded.
 * @csspart refresh-button - Loads the consumer again.
 * @csspart loading - The consumer is being loaded.
 * @csspart form-control - The code field (with `form-control-label`, `form-control-input`, `form-control-help-text`, `form-control-error`).
 * @csspart form-control-label - The code field's label.
 * @csspart form-control-input - The code field's input.
 * @csspart form-control-help-text - The code field's hint.
 * @csspart form-control-error - The code field's error.
 * @slot header - The partner's own words above the consumer's name (a heading, an introduction); nothing by default.
 * @slot actions - The partner's own buttons or links, beside Refresh.
 * @cssstate loading - The consumer is being loaded (first load or Refresh).
 * @cssstate error - The consumer cannot be shown: `consumer-id` is missing or wrong, or the load failed.
 */
export class SvcConsumerStatus extends SvcRecordElement<Consumer> {
  /** @internal */
  static override ownMessages = { consumerStatus, consumerStatuses, contactFollowUps };
  static override ownErrors = contactFollowUpErrors;
  static override ownLocales = consumerStatusLocales;

  static override styles = [...SvcRecordElement.styles, ...consumerStatusStyles];

  /** The consumer to show (UUID). */
  @property({ attribute: 'consumer-id', reflect: true }) consumerId?: string;

  /** The verifications offered, space-separated: `email`, `phone`. Default both; empty for none. */
  @property() actions = 'email phone';

  /**
   * What is shown under the name, space-separated: `statuses` (or `kyc`, the identity check alone),
   * `contact` (or `email`, `phone` alone), `terms`, `devices`. Default all four groups.
   */
  @property() show = 'statuses contact terms devices';

  @state() private announcement = '';

  /**
   * The verifications (send the email, send and check the code): fetched beside the consumer when
   * `actions` offers any, not with the page; the consumer is shown once both are here. A failed
   * fetch is said, with Try again, under the contact details.
   */
  private readonly followUpsPart = new OnDemandModule<FollowUpsModule>(this, 'contact follow-ups', loadFollowUps);
  /** The verifications, made once their module is here. */
  private followUps?: ContactFollowUps;
  /** What the consumer shown leaves to verify, among what `actions` offers. */
  private unverified: { email?: string; phone?: string } = {};

  private makeFollowUps(module: FollowUpsModule): ContactFollowUps {
    return new module.ContactFollowUps(this, {
      ops: this.ops,
      consumerId: () => this.load.record?.id,
      messages: () => this.messages,
      errorText: (error) => this.errorText(error),
      announce: (text) => (this.announcement = text),
      phoneVerified: () => {
        const record = this.load.record;
        if (record) this.load.replace({ ...record, phone: { ...record.phone, verified: true, verificationDate: new Date().toISOString() } });
      },
    });
  }

  /** The consumer as last loaded (the record "Get consumer" returns), or undefined. */
  get consumer(): Consumer | undefined {
    return this.load.record;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const module = this.followUpsPart.module;
    if (module && !this.followUps) {
      this.followUps = this.makeFollowUps(module);
      this.followUps.offer(this.unverified);
    }
    if (changed.has('actions') && this.load.record) this.offerVerifications(this.load.record);
  }

  /** Whether `actions` offers any verification. */
  private get offersAny(): boolean {
    return this.offers('email') || this.offers('phone');
  }

  // The record base's hooks

  protected recordId() {
    return this.consumerId;
  }

  protected async loadRecord(consumerId: string, signal: AbortSignal) {
    // The verifications are fetched beside the consumer (once; again after a failure), and the
    // consumer is shown once both are here, its buttons with it.
    const verifications = this.offersAny ? this.followUpsPart.fetch() : undefined;
    const outcome = await this.ops.run(getConsumer, { params: { consumerId } }, { silent: true, signal });
    await verifications;
    return outcome;
  }

  protected override recordLoaded(record: Consumer): void {
    this.offerVerifications(record);
  }

  /** Another consumer (or none): nothing of the one shown stays. */
  protected override forgetRecord(): void {
    super.forgetRecord();
    this.unverified = {};
    this.followUps?.offer({});
  }

  protected recordTexts() {
    return this.messages.consumerStatus;
  }

  private offers(action: Action): boolean {
    return (this.actions ?? '').split(/\s+/).includes(action);
  }

  /** What is not verified yet in `record` (the consumer shown, or just loaded) is offered for verification. */
  private offerVerifications(record: Consumer): void {
    const { email, phone } = record;
    // Offered only when the answer says it is not verified.
    this.unverified = {
      email: this.offers('email') && email && !email.verified && email.address ? email.address : undefined,
      phone: this.offers('phone') && phone && !phone.verified ? phoneText(phone) : undefined,
    };
    if (this.followUps) this.followUps.offer(this.unverified);
    // Fetched now when `actions` named none at the load; after a failed fetch, by Try again.
    else if ((this.unverified.email !== undefined || this.unverified.phone !== undefined) && !this.followUpsPart.failed) void this.followUpsPart.fetch();
  }

  // Rendering

  protected override renderAfter() {
    return html`<div class="announcer visually-hidden" role="status" aria-live="polite">${this.announcement}</div>`;
  }

  protected recordHeading(record: Consumer): RecordHeading {
    const name = [record.firstName, record.middleName, record.lastName].filter(Boolean).join(' ') || this.messages.consumerStatus.unnamed;
    const overall = record.status?.overall?.value;
    return {
      titleId: 'consumer-name',
      title: name,
      badge: badge(overall, statusLabel(this.messages, 'overall', overall), toneOf('overall', overall)),
    };
  }

  protected renderFacts(record: Consumer) {
    const formats = listFormat(this.effectiveLocale);
    const date = formats.date.bind(formats);
    return html`${this.shows('statuses', 'kyc') ? this.section('statuses', statusFacts(record, this.messages, this.shows('statuses') ? undefined : ['kyc'])) : nothing}
      ${this.shows('contact', 'email', 'phone')
        ? this.section('contact', html`${this.shows('contact', 'email') ? this.renderEmail(record, date) : nothing} ${this.shows('contact', 'phone') ? this.renderPhone(record, date) : nothing}
            ${this.renderFollowUpsFailure()}`)
        : nothing}
      ${this.shows('terms') ? this.section('terms', this.renderTerms(record)) : nothing}
      ${this.shows('devices') ? this.section('devices', scaDevices(record, this.messages, formats)) : nothing}`;
  }

  /** Whether `show` names any of these. */
  private shows(...names: string[]): boolean {
    const shown = (this.show ?? '').split(/\s+/);
    return names.some((name) => shown.includes(name));
  }

  private section(name: keyof typeof consumerStatus.sections, content: unknown) {
    return recordSection(name, this.messages.consumerStatus.sections[name], content);
  }

  private verification(verified: boolean, date: string | undefined, dateText: (value: string) => string) {
    const texts = this.messages.consumerStatus;
    return html`${badge(verified ? 'verified' : 'not-verified', verified ? texts.verified : texts.notVerified, verified ? 'success' : 'warning')}
      ${verified && date ? html`<span class="note">${format(texts.verifiedOn, { date: dateText(date) })}</span>` : nothing}`;
  }

  private renderEmail(record: Consumer, dateText: (value: string) => string) {
    const texts = this.messages.consumerStatus;
    const { address, verified = false, verificationDate } = record.email ?? {};
    return html`<div class="follow-up contact" part="follow-up follow-up-email">
      <p class="contact-line">
        <span class="label">${texts.email}</span>
        ${address ? html`<span class="value">${address}</span> ${this.verification(verified, verificationDate, dateText)}` : html`<span class="note">${texts.noEmail}</span>`}
      </p>
      ${this.followUps?.emailActions() ?? nothing}
    </div>`;
  }

  private renderPhone(record: Consumer, dateText: (value: string) => string) {
    const texts = this.messages.consumerStatus;
    const { phone } = record;
    return html`<div class="follow-up contact" part="follow-up follow-up-phone">
      <p class="contact-line">
        <span class="label">${texts.phone}</span>
        ${phone
          ? html`<span class="value">${phoneText(phone)}</span> ${this.verification(phone.verified, phone.verificationDate, dateText)}`
          : html`<span class="note">${this.messages.common.notGiven}</span>`}
      </p>
      ${this.followUps?.phoneActions() ?? nothing}
    </div>`;
  }

  /** The verifications could not be fetched while there is one to offer: said, with Try again. */
  private renderFollowUpsFailure() {
    const { email, phone } = this.unverified;
    const shown = (email !== undefined && this.shows('contact', 'email')) || (phone !== undefined && this.shows('contact', 'phone'));
    if (!this.followUpsPart.failed || !shown) return nothing;
    return html`<div class="message error" part="error" role="alert">
      <span>${this.messages.consumerStatus.verificationsFailed}</span>
      <button type="button" class="secondary" part="retry-button" @click=${() => void this.followUpsPart.fetch()}>${this.messages.common.retry}</button>
    </div>`;
  }

  private renderTerms(record: Consumer) {
    const texts = this.messages.consumerStatus;
    const accepted = record.termsAccepted;
    if (accepted === undefined) return html`<p class="contact-line">${badge(undefined, this.messages.common.notGiven, 'neutral')}</p>`;
    return html`<p class="contact-line">
        ${badge(accepted ? 'accepted' : 'not-accepted', accepted ? texts.termsAccepted : texts.termsNotAccepted, accepted ? 'success' : 'warning')}
      </p>
      ${accepted ? nothing : html`<p class="notice" part="notice">${texts.termsNotAcceptedHint}</p>`}`;
  }
}
