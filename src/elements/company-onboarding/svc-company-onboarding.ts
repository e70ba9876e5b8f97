import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { isGuid } from '../../api/formats/guid.js';
import { isRecord } from '../../api/guards.js';
import { SvcJourneyElement, type JourneyTexts } from '../journey/svc-journey-element.js';
import type { Catalog } from '../../i18n/catalog.js';
import { journey } from '../../i18n/journey/en.js';
import { companyOnboarding } from './texts/first-page.js';
import { companyOnboardingLocales } from '../../generated/locales/company-onboarding.js';
import { COMPANY_STEPS, type CompanyDetails, type CompanyRecord, type CompanyStep } from './company-onboarding-state.js';
import { loadLaterSteps, loadStep, type CompanyHooks } from './step-views.js';
import type { Heard, PageFacts } from './company-facts.js';
import { renderPeople } from './people-step.js';
import { OnDemandModule } from '../base/on-demand.js';

/** A JSON attribute (`record='{"people":[]}'`), read tolerantly: what does not parse is said in the console and counts as nothing given. */
const jsonAttribute = {
  fromAttribute: (value: string | null): unknown => {
    if (!value?.trim()) return undefined;
    try {
      const parsed: unknown = JSON.parse(value);
      return parsed;
    } catch {
      console.error(`<svc-company-onboarding>: an attribute holds no JSON: ${value.slice(0, 40)}…`);
      return undefined;
    }
  },
};

/**
 * A company's KYB as one element: the company's details as the partner gives them (checked by the
 * person), its directors, shareholders and UBOs declared (`<svc-corporate-related-form>`: shares held
 * directly or indirectly, the special UBO), each director's and UBO's KYC link (the partner sends it:
 * the journey fires `svc-kyc-link`), the company's documents (`<svc-document-upload>`), the KYB request
 * once every director and UBO has a validated identity check (`<svc-kyb-request>`), and the outcome in
 * words. Each step's element is fetched when the step first opens, and so are the company's details'
 * view and the identity checks' and verification's; the people's form comes with the journey, the
 * reading of the record, the people's lists under the form, the moves past the first step (Back,
 * Continue, the end) and the other steps' views and words once the first step shows (or with the
 * first step that needs them, or before a resume whose record says more than the company's details
 * confirmed).
 *
 * **Steps.** `steps` chooses which run (names: `company people kyc documents kyb`), in that order
 * whatever order they are given in. A step whose work is already done is passed over.
 *
 * **Resumed from the partner's record.** The spec has no operation that reads a corporate, its people
 * or its KYB status: the journey starts from `record` (the partner's own record: details confirmed,
 * the people declared with their roles and KYC status, the documents, the request) and `kyb-status`,
 * and adds what happens in the page, in memory only (docs/journeys/company-onboarding.md lists the
 * facts that mark each step done). Nothing is kept in the browser's storage.
 *
 * **Back** returns to the step before with what was typed kept; the progress lists the steps
 * (`aria-current="step"` on the open one); the focus goes to a step's heading when it opens after
 * the person acted.
 *
 * @summary A company's KYB, from its details to the verification's outcome, with steps the partner chooses.
 * @tag svc-company-onboarding
 *
 * @fires {SvcStepChangeEvent} svc-step-change - The journey opened a step: `{ from, to, reason, passedOver }` (`reason`: `start`, `resume`, `done`, `back`). Step names only.
 * @fires {SvcJourneyCompleteEvent} svc-journey-complete - Every chosen step is done (with `kyb`: the KYB is `VALIDATED`): `{ steps, passedOver }`.
 * @fires {SvcJourneyExitEvent} svc-journey-exit - Finish later (`reason: 'later'`), or the KYB was declined (`reason: 'blocked'`, `code: 'KYB_DECLINED'`): `{ step, reason, code? }`.
 * @fires {SvcKycLinkEvent} svc-kyc-link - The person asks that a director or UBO get their KYC link: `{ corporateId, relatedId, roles, again }`, cancelable: call `preventDefault()` when you send it.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - From the steps' elements (`declareCorporateRelated` with the new `id`, `uploadDocument`, `requestKybVerification`).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - From the steps' elements.
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - From the steps' elements.
 *
 * @csspart base - The journey.
 * @csspart progress - The progress (a navigation landmark); `progress-position` "Step 2 of 5"; `progress-step` each step (also `progress-step-current`, `progress-step-done`).
 * @csspart step - Each step's section (also `step-<name>`, e.g. `step-people`).
 * @csspart step-title - A step's heading (and the summary's).
 * @csspart step-intro - What a step asks.
 * @csspart details - The company's details as given.
 * @csspart confirm-button - The details are right.
 * @csspart section - A list: `section-people`, the people declared (or whose check is needed); `section-missing`, what the KYB still lacks among them (a director, a UBO).
 * @csspart row - One declared holder (also `row-person`).
 * @csspart empty - Nobody declared yet.
 * @csspart status - A person's identity check in words.
 * @csspart link-button - Asks for a person's KYC link (again).
 * @csspart notice - A note: where the details come from, what the KYB request waits for.
 * @csspart success - A link asked for and taken by the partner.
 * @csspart actions - Back, Continue and Finish later.
 * @csspart back-button - Back to the step before.
 * @csspart continue-button - On a step already done: on to the next step still needed.
 * @csspart later-button - Finish later.
 * @csspart summary - The end: every step done, the outcome in words.
 * @csspart loading - A step's element being fetched (before a resume that a KYB declined or every step done ends: the steps' module).
 * @csspart error - A step (or the steps' module) that could not be fetched, a link nobody sent, a missing `corporate-id`, a declined KYB.
 * @csspart retry-button - Try again.
 */
export class SvcCompanyOnboarding extends SvcJourneyElement<CompanyStep> {
  /** @internal */
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the part's words of the first page (the frame, the progress, the people's step); the other steps' come with their modules and are read only through them, never from `messages`.
  static override ownMessages = { journey, companyOnboarding } as Partial<Catalog>;
  static override ownLocales = companyOnboardingLocales;
  /** The company (corporate end-user, UUID) being onboarded. */
  @property({ attribute: 'corporate-id', reflect: true }) corporateId?: string;

  /** The company's details as the partner holds them (`legalName`, `registrationNumber`, `isoCountryCode`, `address`): shown, never edited. Attribute: JSON. */
  @property({ converter: jsonAttribute }) company?: CompanyDetails;

  /** The partner's record of the company's onboarding, to resume from (see the docs). Attribute: JSON. */
  @property({ converter: jsonAttribute }) record?: CompanyRecord;

  /** The company's KYB status as the service gave it to the partner: `VALIDATED`, `NEED_ADDITIONAL_INFORMATION` or `DECLINED`. */
  @property({ attribute: 'kyb-status', reflect: true }) kybStatus?: string;

  /** Why more information is needed (the service's `kybStatusReason`), shown as text. */
  @property({ attribute: 'kyb-status-reason' }) kybStatusReason?: string;

  /** The company must provide extended UBOs: a UBO holds 10 % or more of the shares instead of 25 %. */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'extended-ubos', reflect: true }) extendedUbos = false;

  /** The end-user is the caller (credentials from the adapter's `headers()`): the upload sends no end-user id where the service takes none. */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'end-user', reflect: true }) endUser = false;

  /** The steps' module once their words are here in the page's language: fetched once the first step shows, and before new facts are read with a step open (or a resume the first page cannot open). */
  private readonly laterModule = new OnDemandModule(this, 'journey step', async () => {
    const module = await loadLaterSteps();
    await module.ready(this.effectiveLocale);
    this.known ??= module.follow(this, this.hooks, this.heard);
    return module;
  });
  /** What the journey knows (the record, what happened in the page, in memory only): the steps' module's, once here. */
  private known?: PageFacts;
  /** What the steps' elements reported before the steps' module was here, in order (it handles them, and the next). */
  private readonly heard: Heard[] = [];
  /** The journey has its company (a UUID `corporate-id`): it opened a step or handed the facts to the steps' module. */
  private started?: boolean;
  /** The `corporate-id` last read before the journey started (`''`: none), so that each new one is tried once. */
  private tried?: string;

  constructor() {
    super(COMPANY_STEPS, loadStep);
    // The journey's own events are not its steps' reports (read while the event is dispatched).
    const hear = (event: Heard) => void (this.known || event.composedPath()[0] === this || this.heard.push(event));
    this.addEventListener('svc-submit', hear);
    this.addEventListener('svc-success', hear);
  }

  /** The company, when `corporate-id` is a UUID. */
  private get companyId(): string | undefined {
    const given = this.corporateId?.trim();
    return given !== undefined && isGuid(given) ? given : undefined;
  }

  /** The KYB status given, trimmed (none when empty). */
  private get status(): string | undefined {
    return this.kybStatus?.trim() || undefined;
  }

  /** What the steps' module is told of the journey's own state. */
  private get hooks(): CompanyHooks {
    return {
      companyId: () => this.companyId,
      kybStatus: () => this.status,
      steps: () => this.journey,
      locale: () => this.effectiveLocale,
      notGiven: () => this.messages.common.notGiven,
    };
  }

  /** The record given (`{}` when none, or when it is no record). */
  private get given(): Record<string, unknown> {
    return isRecord(this.record) ? this.record : {};
  }

  protected get journeyTexts(): JourneyTexts {
    // The summary's text comes with the steps' module: no step is done before it is here.
    return { ...this.messages.companyOnboarding, completeText: this.laterModule.module?.completeText(this.status, this.laterWords()) ?? '' };
  }

  protected stepTitle(step: CompanyStep): string {
    return this.messages.companyOnboarding.titles[step];
  }

  protected stepIntro(step: CompanyStep): string {
    // The people's step's intro is the first page's; the others come with the steps' module.
    const intros: Partial<Record<CompanyStep, string>> = { ...this.laterWords()?.intros, ...this.messages.companyOnboarding.intros };
    return intros[step] ?? '';
  }

  /** The steps' words, once their module is here for this journey (in another language, once loaded too). */
  private laterWords() {
    return this.laterModule.module?.words.in(this.effectiveLocale, this);
  }

  /** A step that fetched the steps' module (all but the people's) shows once it has joined the journey, its words (and those of the views in modules of their own) in the page's language. */
  protected override stepReady(step: CompanyStep): unknown {
    return step !== 'people' && this.laterModule.fetch();
  }

  /** Before the steps' module is here, the record says nothing beyond the details confirmed (else the first page waits for it). */
  protected isDone(step: CompanyStep): boolean {
    return this.known?.isDone(step) ?? (step === 'company' && this.given.detailsConfirmed === true);
  }

  /** A step: the people's form is the first page's (its lists under it, the steps' module's); the others' views and words came with their modules (in another language, once loaded too). */
  protected renderStep(step: CompanyStep): unknown {
    const { known } = this;
    const later = this.laterModule;
    const words = this.laterWords();
    const view =
      step === 'people'
        ? renderPeople(this, this.companyId, words && known && later.module?.renderPeople(known, words))
        : words && known && later.module?.renderStep(step, known, this.messages.companyOnboarding, words);
    // The steps' module could not be fetched for this journey: said under the step, with Try again.
    return html`${view} ${later.failed ? this.renderWait(later, () => later.fetch()) : nothing}`;
  }

  /**
   * The people's step, which the first page shows alone: once its form (put in the page by the first
   * update) has drawn, in its language, and painted, the steps' module joins this journey (Back,
   * Continue, what the steps' elements report). A module that could not be fetched waits for Try again.
   * And the progress, as every journey fetches it then.
   * @internal
   */
  protected shown(): Promise<typeof import('../journey/progress.js')> {
    const later = this.laterModule;
    if (!later.failed) void this.renderRoot.querySelector('svc-corporate-related-form')?.updateComplete.then(() => requestAnimationFrame(() => setTimeout(() => void later.fetch())));
    return import('../journey/progress.js');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // Before it starts, each new `corporate-id` (one given later starts it); then, new facts.
    if (this.started ? changed.has('record') || changed.has('kybStatus') : this.configured && this.tried !== (this.corporateId ?? '')) void this.readFacts();
  }

  /**
   * Opens the first step still needed when the facts given say nothing beyond the company's details
   * confirmed (no people, no documents, no KYB request or status), the details' step passed over
   * when they are (nothing given: the first step, a start). What the first page cannot open (a record
   * that says more, no company, every step done, new facts with a step open) is the steps' module's
   * (`given`), once here; so is a Try again after that module failed.
   */
  private async readFacts(): Promise<void> {
    const { journey, given } = this;
    const [first, second] = journey.steps;
    // In a record that says no more, only the company's details (the first step, when chosen) can be done.
    const passed = this.isDone(first) ? [first] : [];
    const next = passed.length > 0 ? second : first;
    this.tried = this.corporateId ?? '';
    this.started ||= this.companyId !== undefined;
    const bare = this.status === undefined && !given.kybRequested && ![given.people, given.documents].some((list) => Array.isArray(list) && list.length > 0);
    if (this.started && bare && journey.current === undefined && !journey.complete && next !== undefined) {
      for (const step of passed) journey.passed.add(step);
      journey.open(next, this.record === undefined ? 'start' : 'resume', passed);
    } else {
      const module = await this.laterModule.fetch();
      if (module && this.known) module.given(this.known);
    }
  }

  protected override renderInstead(): unknown {
    const { journey } = this;
    const later = this.laterModule;
    // A KYB declined, or a journey that cannot start: said by the steps' module. Until it is here, a
    // resume the first page cannot open, or a journey that cannot start, waits for it.
    return (
      later.module?.stop(this.known, this.started, this.laterWords()) ??
      (journey.current === undefined && !journey.complete && (later.pending || later.failed) ? this.renderWait(later, () => this.readFacts()) : nothing)
    );
  }
}
