import { nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { isGuid } from '../../api/formats/guid.js';
import { OnDemandModule } from '../base/on-demand.js';
import type { SvcErrorEvent, SvcSuccessEvent } from '../base/events.js';
import { SvcJourneyElement, type JourneyTexts } from '../journey/svc-journey-element.js';
import { journey } from '../../i18n/journey/en.js';
import { onboarding } from './texts/first-page.js';
import { onboardingLocales } from '../../generated/locales/onboarding.js';
import type { Onward } from './onward.js';
import { ONBOARDING_STEPS, loadLaterSteps, loadStep, renderSignUp, type OnboardingFields, type OnboardingStep } from './step-views.js';

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
  @property({ attribute: false }) fields?: OnboardingFields;

  /** The consumer created by sign-up in this element, if any (kept in memory only). @internal */
  @state() createdId?: string;

  /**
   * The later steps' module: fetched when sign-up's element first reports, on a resume, or when the
   * journey cannot start at sign-up; with it, what moves the journey on (`Onward`).
   */
  private readonly laterModule = new OnDemandModule(this, 'journey step', async () => {
    const module = await loadLaterSteps();
    await module.words.ready(this.effectiveLocale);
    return module;
  });
  private onward?: Onward;
  /** The latest move handed to the later module, done again by Try again when that module could not be fetched. */
  private move?: (onward: Onward) => unknown;
  private started = false;

  constructor() {
    super(ONBOARDING_STEPS, loadStep);
    // What a step's element reports (not the journey's own reads), with the step it was on.
    const heard = (event: SvcSuccessEvent | SvcErrorEvent) => {
      const step = this.journey.current;
      const { detail } = event;
      if (event.composedPath()[0] !== this && step !== undefined) this.onwards((onward) => onward.heard(step, detail));
    };
    this.addEventListener('svc-success', heard);
    this.addEventListener('svc-error', heard);
  }

  /** The consumer the steps act for: the one given, else the one sign-up created. */
  get consumerId(): string | undefined {
    const given = this.endUserId?.trim();
    return this.createdId ?? (given && isGuid(given) ? given : undefined);
  }

  protected get journeyTexts(): JourneyTexts {
    return { progress: this.messages.onboarding.progress, completeText: this.laterWords()?.completeText ?? '' };
  }

  protected stepTitle(step: OnboardingStep): string {
    return this.messages.onboarding.titles[step];
  }

  protected stepIntro(step: OnboardingStep): string {
    return step === 'sign-up' ? this.messages.onboarding.intros[step] : (this.laterWords()?.intros[step] ?? '');
  }

  /** The words only the later steps show, once their module is here (in another language, once loaded too). */
  private laterWords() {
    return this.laterModule.module?.words.in(this.effectiveLocale, this);
  }

  /** A later step shows with its words in the page's language. */
  protected override stepReady(): unknown {
    return this.laterModule.module?.words.ready(this.effectiveLocale);
  }

  /** Once sign-up (or the end) has drawn and painted: the progress. @internal */
  protected shown(): Promise<typeof import('../journey/progress.js')> {
    return import('../journey/progress.js');
  }

  /** Before the later module is here, no step is done: a consumer given or created fetches it first. */
  protected isDone(step: OnboardingStep): boolean {
    return this.onward?.isDone(step) ?? false;
  }

  protected renderStep(step: OnboardingStep): unknown {
    return step === 'sign-up' ? renderSignUp(this) : this.laterModule.module?.renderLaterStep(step, this);
  }

  // In willUpdate, so that what starting changes is drawn in this same update.
  protected override willUpdate(): void {
    if (this.started || !this.configured) return;
    this.started = true;
    // Sign-up first, when no consumer is given; else (a resume, a journey not set up) the later module decides.
    if (!this.endUserId && this.journey.steps.includes('sign-up')) this.journey.open('sign-up', 'start');
    else this.onwards((onward) => onward.begin());
  }

  /** Hands a move to the later module, fetched once for the page (Try again, when it could not be, makes the move again). */
  private onwards(move: (onward: Onward) => unknown): void {
    this.move = move;
    void this.laterModule.fetch().then((module) => {
      if (!module) return;
      this.onward ??= new module.Onward(this, { journey: this.journey, errorText: (error) => this.errorText(error), words: () => this.laterWords() });
      void move(this.onward);
    });
  }

  protected override renderInstead(): unknown {
    const { laterModule: later, move } = this;
    // The later module failed (fetched for a move, which Try again makes again), or the journey waits for it to know where to start.
    if (later.failed || (later.pending && this.journey.current === undefined)) return this.renderWait(later, () => move && this.onwards(move));
    return this.onward?.renderInstead(this.messages.common.retry) ?? nothing;
  }
}
