import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { isGuid } from '../../api/formats/guid.js';
import { OperationController } from '../base/operation.js';
import type { SvcErrorEvent, SvcSuccessEvent } from '../base/events.js';
import { SvcJourneyElement, journeyPart, type JourneyTexts } from '../journey/svc-journey-element.js';
import { journey } from '../../i18n/journey/en.js';
import { onboarding } from './texts/first-page.js';
import { onboardingLocales } from '../../generated/locales/onboarding.js';
import type { OnboardingStateController, StateRead } from './onboarding-state.js';
import { ONBOARDING_STEPS, laterSteps, loadLaterSteps, loadStep, renderSignUp, type OnboardingFields, type OnboardingStep } from './step-views.js';

/** Refusals the journey cannot get past: said, and reported as `svc-journey-exit` `blocked`. */
const BLOCKING_CODES = ['PHONE_ALREADY_USED'];

/**
 * A consumer's onboarding, from sign-up to a first card, as one element: sign-up
 * (`<svc-consumer-form>`, creating the consumer), phone verification (`<svc-consumer-status>`, the
 * code sent by text message), profile (`<svc-consumer-form mode="profile">`), identity document
 * (`<svc-document-upload>`), the identity check (KYC; `<svc-consumer-status>` with Refresh), a first
 * account (`<svc-ledger-create>`) and a first card (`<svc-card-order>`). Each step's element is
 * fetched when the step first opens.
 *
 * **Steps.** `steps` chooses which run (names: `sign-up phone profile identity kyc account card`);
 * they run in that order whatever order they are given in. A step whose work the service says is
 * done is passed over (docs/journeys/onboarding.md lists the fields that say so).
 *
 * **Resumable from the service.** With `end-user-id` (or once sign-up created the consumer) the
 * element reads the consumer, its documents, ledgers and cards, and opens the first step still
 * needed; a reload does the same. Nothing is kept in the browser's storage.
 *
 * **Back** returns to the step before; the elements of the steps visited stay, so nothing typed is
 * lost. The progress lists the steps (`aria-current="step"` on the open one); when a step opens
 * after the person acted, the focus goes to its heading and the live region names it.
 *
 * @summary A consumer's onboarding, from sign-up to a first card, with steps the partner chooses.
 * @tag svc-onboarding
 *
 * @fires {SvcStepChangeEvent} svc-step-change - The journey opened a step: `{ from, to, reason, passedOver }` (`reason`: `start`, `resume`, `done`, `back`). Step names only.
 * @fires {SvcJourneyCompleteEvent} svc-journey-complete - Every chosen step is done: `{ steps, passedOver }`.
 * @fires {SvcJourneyExitEvent} svc-journey-exit - The person chose Finish later (`reason: 'later'`), or the service blocks the journey (`reason: 'blocked'`, `code`: `PHONE_ALREADY_USED`, `KYC_DECLINED`): `{ step, reason, code? }`.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - From the steps' elements, and the journey's own reads (`getConsumer`, `listDocuments`, `listLedgers`, `listCards`).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - From the steps' elements, and a read of the journey that failed.
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - From the steps' elements.
 *
 * @csspart base - The journey.
 * @csspart progress - The progress (a navigation landmark); `progress-position` "Step 2 of 5"; `progress-step` each step (also `progress-step-current`, `progress-step-done`).
 * @csspart step - Each step's section (also `step-<name>`, e.g. `step-profile`).
 * @csspart step-title - A step's heading (and the summary's).
 * @csspart step-intro - What a step asks.
 * @csspart actions - Back, Continue and Finish later.
 * @csspart back-button - Back to the step before.
 * @csspart continue-button - On a step already done (after Back): on to the next step still needed.
 * @csspart later-button - Finish later.
 * @csspart summary - The end: every step done.
 * @csspart loading - A step's element, or the consumer's state, being fetched.
 * @csspart error - A step that could not be fetched, a read that failed, a journey that cannot go on.
 * @csspart retry-button - Try again.
 */
export class SvcOnboarding extends SvcJourneyElement<OnboardingStep> {
  /**
   * The words every journey shares, and the journey's own of the first page (the frame, the
   * progress, sign-up); the later steps' come with their module and are read only through it.
   * @internal
   */
  static override ownMessages = { journey, onboarding };
  static override ownLocales = onboardingLocales;

  /** The consumer being onboarded. Without it the journey starts with sign-up (which must then be among the steps). */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** The end-user is the caller (credentials from the adapter's `headers()`): the steps send no end-user identifier where the service takes none. */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'end-user', reflect: true }) endUser = false;

  /** Sign-up as the spec's anonymous creation (with `partner-name`), as `<svc-consumer-form anonymous>`. */
  @property({ type: Boolean, converter: booleanAttribute, reflect: true }) anonymous = false;

  /** The partner's name for an anonymous sign-up (the reference backend puts its own). */
  @property({ attribute: 'partner-name' }) partnerName?: string;

  /** The version of the terms the sign-up asks the person to accept (`lastTermsAccepted`). */
  @property({ attribute: 'terms-version' }) termsVersion?: string;

  /** Where the terms are read. */
  @property({ attribute: 'terms-url' }) termsUrl?: string;

  /** The card profile of the first card (the card step needs it: no operation lists profiles). */
  @property({ attribute: 'card-profile-id' }) cardProfileId?: string;

  /** The card profile's name as the person should read it (the card step shows it; without it, "not given", never the id). */
  @property({ attribute: 'card-profile-name' }) cardProfileName?: string;

  /**
   * The partner's control over the steps' fields (property only): by step (`sign-up`, `profile`,
   * `account`, `card`), then by the path of that step form's body, `{ value }` prefills,
   * `{ locked: true }` shows the value not editable, `{ hidden: true }` leaves an optional field out.
   * Values are checked against the documented limits like typed ones; a locked value refused (by
   * those checks or by the service) is said in the console, naming the step and the field, and asks
   * the person to contact you; hiding a required field is said in the console and ignored.
   * @type {OnboardingFields}
   */
  declare fields?: OnboardingFields;

  /** The consumer created by sign-up in this element, if any (kept in memory only). */
  @state() private createdId?: string;
  @state() private blocked?: string;
  /** The later steps' module (with the reads of the consumer's state) on its way, or not fetched. */
  @state() private fetchingReads?: 'fetching' | 'failed';

  private readonly ops = new OperationController(this);
  /** The reads of the consumer's state, once their module (the later steps') is here. */
  private known?: OnboardingStateController;
  private started = false;

  constructor() {
    super(ONBOARDING_STEPS, loadStep);
    this.addEventListener('svc-success', (event) => this.stepSucceeded(event));
    this.addEventListener('svc-error', (event) => this.stepFailed(event));
  }

  /** The consumer the steps act for: the one given, else the one sign-up created. */
  get consumerId(): string | undefined {
    return this.createdId ?? (this.endUserId !== undefined && isGuid(this.endUserId.trim()) ? this.endUserId.trim() : undefined);
  }

  protected get journeyTexts(): JourneyTexts {
    return this.messages.onboarding;
  }

  protected stepTitle(step: OnboardingStep): string {
    return this.messages.onboarding.titles[step];
  }

  protected stepIntro(step: OnboardingStep): string {
    return step === 'sign-up' ? this.messages.onboarding.intros[step] : (this.laterWords()?.intros[step] ?? '');
  }

  /** The words only the later steps show, once their module is here (in another language, once loaded too). */
  private laterWords() {
    return laterSteps()?.words.in(journeyPart(SvcOnboarding), this.effectiveLocale, this);
  }

  /** A later step shows with its words in the page's language. */
  protected override stepReady(): unknown {
    return laterSteps()?.words.ready(journeyPart(SvcOnboarding), this.effectiveLocale);
  }

  protected isDone(step: OnboardingStep): boolean {
    if (step === 'sign-up') return this.consumerId !== undefined;
    return laterSteps()?.stepDone(step, this.known?.known) ?? false;
  }

  protected renderStep(step: OnboardingStep): unknown {
    return step === 'sign-up' ? renderSignUp(this) : laterSteps()?.renderLaterStep(step, this);
  }

  // In willUpdate, so that what starting changes is drawn in this same update.
  protected override willUpdate(): void {
    if (this.started || !this.configured) return;
    this.started = true;
    void this.begin();
  }

  /** Opens the first step: from the service's state when the consumer is known, else sign-up. */
  private async begin(): Promise<void> {
    const consumerId = this.consumerId;
    if (consumerId === undefined) {
      if (this.endUserId) console.error(`<svc-onboarding>: end-user-id "${this.endUserId}" is no UUID.`);
      if (this.journey.steps.includes('sign-up')) this.journey.advance(() => false, 'start');
      else console.error('<svc-onboarding>: without end-user-id the journey needs its sign-up step.');
      this.requestUpdate();
      return;
    }
    await this.readAndGo('resume');
  }

  private async readAndGo(reason: 'resume' | 'done'): Promise<void> {
    const consumerId = this.consumerId;
    if (consumerId === undefined) return;
    const reads = await this.reads();
    const known = await reads?.read(consumerId, this.endUser, this.journey.steps);
    if (!known) return;
    if (known.consumer.status?.kyc?.value === 'DECLINED' && this.journey.steps.includes('kyc')) {
      this.block('KYC_DECLINED');
      return;
    }
    this.journey.advance((step) => this.isDone(step), reason);
  }

  /** The reads of the consumer's state: their module is fetched with the first (a resume, or sign-up done). */
  private async reads(): Promise<OnboardingStateController | undefined> {
    if (this.known) return this.known;
    this.fetchingReads = 'fetching';
    const module = await loadLaterSteps().catch((error: unknown) => console.error('svc-elements: the journey step could not be loaded.', error));
    await this.stepReady();
    this.fetchingReads = module ? undefined : 'failed';
    if (module) this.known ??= new module.OnboardingStateController(this, this.ops);
    return this.known;
  }

  private block(code: string): void {
    if (this.blocked === code) return;
    this.blocked = code;
    if (this.journey.current === undefined) this.journey.advance((step) => step !== 'kyc' && this.isDone(step), 'resume');
    this.exit(code);
  }

  /** A step's element reported the work its step asks for: read the state again and move on (a later step's, as its module says). */
  private stepSucceeded(event: SvcSuccessEvent): void {
    const step = this.journey.current;
    if (event.composedPath()[0] === this || step === undefined) return;
    const { detail } = event;
    let outcome: string | undefined;
    if (step !== 'sign-up') outcome = laterSteps()?.laterStepOutcome(step, detail);
    else if (detail.operation === 'createConsumer') {
      this.createdId = detail.result.id;
      outcome = 'done';
    }
    if (outcome === 'declined') this.block('KYC_DECLINED');
    else if (outcome === 'done') void this.readAndGo('done');
  }

  private stepFailed(event: SvcErrorEvent): void {
    if (event.composedPath()[0] === this) return;
    const { code } = event.detail.error;
    if (code !== undefined && BLOCKING_CODES.includes(code)) this.block(code);
  }

  protected override renderInstead(): unknown {
    const texts = this.messages.onboarding;
    const { stepFailed } = this.messages.journey;
    const { retry } = this.messages.common;
    if (this.blocked !== undefined) {
      const words = this.blocked === 'KYC_DECLINED' ? (this.laterWords()?.blockedKyc ?? '') : texts.blockedPhone;
      return html`<p class="message error" part="error" role="alert">${words}</p>`;
    }
    if (this.journey.current !== undefined || this.journey.complete) return nothing;
    const read: StateRead = this.known?.state ?? { status: this.fetchingReads === 'fetching' ? 'reading' : 'idle' };
    if (this.fetchingReads === 'failed') return this.renderReadFailure(stepFailed, retry);
    if (read.status === 'reading') return html`<p part="loading" class="loading">${texts.reading}</p>`;
    if (read.status === 'error') return this.renderReadFailure(this.errorText(read.error), retry);
    if (this.started && this.consumerId === undefined && !this.journey.steps.includes('sign-up')) {
      return html`<p class="message error" part="error" role="alert">${texts.noCustomer}</p>`;
    }
    return nothing;
  }

  private renderReadFailure(words: string, retry: string): TemplateResult {
    return html`<p class="message error" part="error" role="alert">${words}</p>
      <button type="button" part="retry-button" @click=${() => void this.readAndGo('resume')}>${retry}</button>`;
  }
}
