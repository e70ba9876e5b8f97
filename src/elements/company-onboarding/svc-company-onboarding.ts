import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { isGuid } from '../../api/formats/guid.js';
import { formatNumber } from '../../i18n/plural.js';
import type { SvcSubmitEvent, SvcSuccessEvent } from '../base/events.js';
import { SvcJourneyElement, journeyPart, type JourneyTexts } from '../journey/svc-journey-element.js';
import type { Catalog } from '../../i18n/catalog.js';
import { journey } from '../../i18n/journey/en.js';
import { companyOnboarding } from './texts/first-page.js';
import { companyOnboardingLocales } from '../../generated/locales/company-onboarding.js';
import {
  COMPANY_STEPS,
  readRecord,
  stepDone,
  uboThreshold,
  type CompanyDetails,
  type CompanyFacts,
  type CompanyRecord,
  type CompanyStep,
  type DeclaredPerson,
  type PersonRole,
} from './company-onboarding-state.js';
import { laterSteps, loadStep, renderCompany } from './step-views.js';
import { SvcKycLinkEvent } from './events.js';
import { companyOnboardingStyles } from './svc-company-onboarding.styles.js';

/** A JSON attribute (`record='{"people":[]}'`), read tolerantly: what does not parse is said in the console and counts as nothing given. */
const jsonAttribute = {
  fromAttribute: (value: string | null): unknown => {
    if (value === null || value.trim() === '') return undefined;
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
 * words. Each step's element is fetched when the step first opens.
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
 * @csspart loading - A step's element being fetched.
 * @csspart error - A step that could not be fetched, a link nobody sent, a missing `corporate-id`, a declined KYB.
 * @csspart retry-button - Try again.
 */
export class SvcCompanyOnboarding extends SvcJourneyElement<CompanyStep> {
  /** @internal */
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the part's words of the first page (the frame, the progress, the first step); the later steps' come with their module and are read only through it, never from `messages`.
  static override ownMessages = { journey, companyOnboarding } as Partial<Catalog>;
  static override ownLocales = companyOnboardingLocales;
  static override styles = [...SvcJourneyElement.styles, companyOnboardingStyles];

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

  // What happened in this page, on top of the record (memory only).
  @state() private confirmed = false;
  @state() private declared: DeclaredPerson[] = [];
  @state() private uploads = 0;
  @state() private requested = false;
  @state() private blocked?: string;
  private readonly links = new Map<string, 'sent' | 'not-sent'>();
  private lastDeclaration?: unknown;
  private started = false;
  private warnedRecord?: unknown;
  private warnedCompany?: string;

  constructor() {
    super(COMPANY_STEPS, loadStep);
    this.addEventListener('svc-submit', (event) => this.stepSending(event));
    this.addEventListener('svc-success', (event) => this.stepSucceeded(event));
  }

  /** The company, when `corporate-id` is a UUID. */
  private get companyId(): string | undefined {
    const given = this.corporateId?.trim();
    return given !== undefined && isGuid(given) ? given : undefined;
  }

  /** The record given, with what happened in this page on top. */
  private get facts(): CompanyFacts {
    const { record, dropped } = readRecord(this.record);
    if (dropped > 0 && this.warnedRecord !== this.record) {
      this.warnedRecord = this.record;
      console.error(`<svc-company-onboarding>: ${dropped} person(s) of the record have no UUID "id" and are left out.`);
    }
    const people = [...record.people, ...this.declared.filter((person) => !record.people.some((given) => given.id === person.id))];
    return {
      detailsConfirmed: record.detailsConfirmed || this.confirmed,
      people: people.map((person) => (this.links.get(person.id) === 'sent' ? { ...person, kycLinkSent: true } : person)),
      documents: record.documents.length + this.uploads,
      kybRequested: record.kybRequested || this.requested,
      kybStatus: this.kybStatus?.trim() || undefined,
    };
  }

  private get threshold(): string {
    return formatNumber(uboThreshold(this.extendedUbos), this.effectiveLocale);
  }

  protected get journeyTexts(): JourneyTexts {
    const texts = this.messages.companyOnboarding;
    return this.kybStatus?.trim() === 'VALIDATED' ? { ...texts, completeText: texts.completeValidated } : texts;
  }

  protected stepTitle(step: CompanyStep): string {
    return this.messages.companyOnboarding.titles[step];
  }

  protected stepIntro(step: CompanyStep): string {
    return step === 'company' ? this.messages.companyOnboarding.intros[step] : (this.laterWords()?.intros[step] ?? '');
  }

  /** The words only the later steps show, once their module is here (in another language, once loaded too). */
  private laterWords() {
    return laterSteps()?.words.in(journeyPart(SvcCompanyOnboarding), this.effectiveLocale, this);
  }

  /** A later step shows with its words in the page's language. */
  protected override stepReady(): unknown {
    return laterSteps()?.words.ready(journeyPart(SvcCompanyOnboarding), this.effectiveLocale);
  }

  protected isDone(step: CompanyStep): boolean {
    const facts = this.facts;
    // A KYB outcome, or a request made, means the company went through every step before it.
    if (facts.kybStatus === 'VALIDATED' || (step !== 'kyb' && (facts.kybRequested || facts.kybStatus !== undefined))) return true;
    return stepDone(step, facts);
  }

  protected renderStep(step: CompanyStep): unknown {
    const host = {
      corporateId: this.companyId,
      company: this.company,
      extendedUbos: this.extendedUbos,
      endUser: this.endUser,
      kybStatus: this.kybStatus?.trim() || undefined,
      kybStatusReason: this.kybStatusReason,
      adapter: this.adapter,
      locale: this.locale,
      theme: this.theme,
    };
    const context = {
      facts: this.facts,
      texts: this.messages.companyOnboarding,
      notGiven: this.messages.common.notGiven,
      locale: this.effectiveLocale,
      links: this.links,
      confirm: () => this.confirmDetails(),
      askLink: (person: DeclaredPerson, roles: PersonRole[]) => this.askLink(person, roles),
    };
    if (step === 'company') return renderCompany(host, context);
    // A later step: its view and its words came with its module (in another language, once loaded too).
    const later = laterSteps();
    const words = this.laterWords();
    return later && words ? later.renderLaterStep(step, host, { ...context, texts: { ...context.texts, ...words, intros: { ...context.texts.intros, ...words.intros } } }, this.threshold) : nothing;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.started) {
      if (this.configured) this.begin();
      return;
    }
    if (changed.has('record') || changed.has('kybStatus')) this.factsGiven();
  }

  /** Opens the first step still needed, from the record given (a resume) or from the start; without a company, waits for one. */
  private begin(): void {
    if (this.companyId === undefined) {
      const given = this.corporateId ?? '';
      if (this.warnedCompany !== given) {
        this.warnedCompany = given;
        console.error(`<svc-company-onboarding>: corporate-id ${given ? `"${given}" is no UUID` : 'is missing'}; the journey cannot start.`);
      }
      return;
    }
    this.started = true;
    const given = this.record !== undefined || this.kybStatus?.trim();
    if (this.declinedHere()) return;
    this.journey.advance((step) => this.isDone(step), given ? 'resume' : 'start');
  }

  /** A KYB declined ends the journey on its KYB step: said, and reported as blocked. */
  private declinedHere(): boolean {
    if (this.kybStatus?.trim() !== 'DECLINED' || !this.journey.steps.includes('kyb')) return false;
    if (this.blocked !== 'KYB_DECLINED') {
      this.blocked = 'KYB_DECLINED';
      if (this.journey.current !== 'kyb') this.journey.advance((step) => step !== 'kyb', this.journey.current === undefined ? 'resume' : 'done');
      this.exit('KYB_DECLINED');
    }
    return true;
  }

  /** The partner passed new facts (a KYC validated, the KYB's outcome): a KYB validated ends the journey. */
  private factsGiven(): void {
    if (this.journey.complete || this.declinedHere()) return;
    if (this.journey.current === undefined) this.journey.advance((step) => this.isDone(step), 'resume');
    else if (this.journey.current === 'kyb' && this.isDone('kyb')) this.stepDone();
  }

  private confirmDetails(): void {
    this.confirmed = true;
    this.stepDone();
  }

  /** Asks the partner to send a person's KYC link (`svc-kyc-link`, ids and roles only). */
  private askLink(person: DeclaredPerson, roles: PersonRole[]): void {
    const corporateId = this.companyId;
    if (corporateId === undefined) return;
    const again = person.kycLinkSent || this.links.get(person.id) === 'sent';
    const taken = !this.emit(new SvcKycLinkEvent({ corporateId, relatedId: person.id, roles, again }));
    if (!taken) console.error('<svc-company-onboarding>: nobody took svc-kyc-link. Listen for it, send the person their KYC link, and call preventDefault().');
    this.links.set(person.id, taken ? 'sent' : 'not-sent');
    this.requestUpdate();
  }

  /** The body of a declaration about to be sent: kept in memory for the lists (its roles and the name). */
  private stepSending(event: SvcSubmitEvent): void {
    if (event.composedPath()[0] !== this && event.detail.operation === 'declareCorporateRelated') this.lastDeclaration = event.detail.body;
  }

  /** A step's element did its work: the fact is kept, and the journey moves on where the step is over. */
  private stepSucceeded(event: SvcSuccessEvent): void {
    if (event.composedPath()[0] === this) return;
    const { detail } = event;
    const later = laterSteps();
    if (detail.operation === 'declareCorporateRelated' && later) {
      this.declared = [...this.declared, later.declaredFrom(detail.result.id, this.lastDeclaration, uboThreshold(this.extendedUbos))];
      this.lastDeclaration = undefined;
    } else if (detail.operation === 'uploadDocument' && this.journey.current === 'documents') {
      this.uploads += 1;
      this.stepDone();
    } else if (detail.operation === 'requestKybVerification') {
      this.requested = true;
    }
  }

  protected override renderInstead(): unknown {
    const texts = this.messages.companyOnboarding;
    if (this.blocked !== undefined) return html`<p class="message error" part="error" role="alert">${texts.blockedKyb}</p>`;
    if (!this.started && this.warnedCompany !== undefined) return html`<p class="message error" part="error" role="alert">${texts.noCompany}</p>`;
    return nothing;
  }
}
