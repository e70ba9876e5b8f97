/**
 * The steps' module: what the journey does past its first step, fetched once the first step shows
 * (or with the first step that needs it: the company's details, the identity checks, the documents,
 * the verification; and before a resume whose record says more than the details confirmed). It
 * brings the reading of the record and what happened in the page (`company-facts.ts`), the moves
 * (`journey/moves.ts`: Back, Continue, passing over steps done, the end), the handling of what the
 * steps' elements report (a holder declared, a document uploaded, the KYB request), the partner's new
 * facts (a KYB validated or declined), the people's lists under the people's form (`people.ts`:
 * nobody yet or the people declared, what the KYB still lacks), the documents' view, and the later
 * steps' words. The people's form is the first page's (`people-step.ts`); the company's details
 * (`company-step.ts`) and the KYC links and the KYB request or what it waits for (`check-steps.ts`)
 * come with modules of their own when those steps open, fetched with their elements (`loadStep`).
 */
import { html, nothing, type CSSResult, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { SvcSubmitEvent } from '../base/events.js';
import { formatNumber } from '../../i18n/plural.js';
import { advance, exitJourney, takeMoves } from '../journey/moves.js';
import { laterWords } from '../journey/later-words.js';
import type { CompanyFacts, CompanyStep, DeclaredPerson } from './company-onboarding-state.js';
import { PageFacts, type Heard } from './company-facts.js';
import { declaredFrom, renderPeopleLists } from './people.js';
import type { CompanyHooks, CompanyJourney } from './step-views.js';
import type { companyOnboarding as firstPage } from './texts/first-page.js';
import { laterTexts } from './texts/later-steps.js';
import { company, laterModule } from './step-views.js';

/** The later steps' words (their intros, the summary's text, a KYB validated or declined) in a locale, as `laterWords` gives them. */
export const words = laterWords('companyOnboarding', laterTexts);

/** The words a later step's view draws with: the first page's (the people's lists), the later steps'. */
type Texts = Omit<typeof firstPage, 'intros'> & typeof laterTexts;

/** A step's own styles join the journey's (once a root). */
export function adoptStyles(root: HTMLElement | DocumentFragment, styles: CSSResult): void {
  const sheet = styles.styleSheet;
  if (root instanceof ShadowRoot && sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** A step's view in a module of its own (the company's details, `company-step.ts`; the identity checks and the verification, `check-steps.ts`). */
export interface OwnView {
  /** Loads its words in a locale, before the step shows. */
  ready(locale: string): Promise<unknown>;
  /** Draws the step (nothing until its words are here in the page's language). */
  draw(step: CompanyStep, context: StepContext): unknown;
}

/** The identity checks' and the verification's views (`check-steps.ts`), fetched with those steps (`loadStep`). */
const checks = laterModule<typeof import('./check-steps.js')>(() => import('./check-steps.js'));

/** The element and the view of the identity checks, the documents or the verification (each fetched once for the page), when the step first opens. */
export const loadStep = (step: CompanyStep): Promise<unknown> =>
  Promise.all([
    step === 'documents' ? import('../document-upload/define.js') : step === 'kyb' ? import('../kyb-request/define.js') : undefined,
    step === 'documents' ? undefined : checks.load(),
  ]);

/** A step's view in a module of its own, once that module is here (fetched with the step, `loadStep`). */
const OWN_VIEWS: Partial<Record<CompanyStep, typeof checks | typeof company>> = { company, kyc: checks, kyb: checks };
const ownView = (step: CompanyStep): OwnView | undefined => OWN_VIEWS[step]?.here()?.view;

/** The later steps' words, and those of the views in modules of their own that are here, in a locale: loaded before a step shows. */
export const ready = (locale: string): Promise<unknown> =>
  Promise.all([words.ready(locale), ...[company.here()?.view, checks.here()?.view].map((view) => view?.ready(locale))]);

/** What the steps' views draw from (the identity checks' and the verification's too, `check-steps.ts`): the facts, the words, the actions. */
export interface StepContext {
  facts: CompanyFacts;
  texts: Texts;
  known: PageFacts;
  threshold: string;
}

/** What happened in a journey's page (in memory only), put over the partner's record. */
class InPage {
  /** What the page said of each person's link ('sent' or 'not-sent'), by related id. */
  readonly links = new Map<string, 'sent' | 'not-sent'>();
  declared: DeclaredPerson[] = [];
  uploads = 0;
  requested = false;
  confirmed = false;
  /** The body of the declaration being sent (for the lists: its roles and the name). */
  sending?: unknown;

  over(record: CompanyFacts): CompanyFacts {
    const people = [...record.people, ...this.declared.filter((person) => !record.people.some((known) => known.id === person.id))];
    return {
      ...record,
      detailsConfirmed: record.detailsConfirmed || this.confirmed,
      people: people.map((person) => (this.links.get(person.id) === 'sent' ? { ...person, kycLinkSent: true } : person)),
      documents: record.documents + this.uploads,
      kybRequested: record.kybRequested || this.requested,
    };
  }
}

const pages = new WeakMap<PageFacts, InPage>();

/** What happened in a journey's page (from the module's arrival on, with what was heard before). */
export const inPage = (known: PageFacts): InPage => {
  let page = pages.get(known);
  if (!page) pages.set(known, (page = new InPage()));
  return page;
};

/** The open step's work is done: on to the next step still needed. */
function done(known: PageFacts): void {
  advance(known.hooks.steps(), (step) => known.isDone(step), 'done');
}

/** A step's element did its work: the fact is kept (a declaration's body, sent before, for the lists), and the journey moves on where the step is over. */
function hear(known: PageFacts, page: InPage, event: Heard): void {
  if (event instanceof SvcSubmitEvent) {
    if (event.detail.operation === 'declareCorporateRelated') page.sending = event.detail.body;
    return;
  }
  const { detail } = event;
  if (detail.operation === 'declareCorporateRelated') {
    page.declared = [...page.declared, declaredFrom(detail.result.id, page.sending, known.threshold)];
    page.sending = undefined;
  } else if (detail.operation === 'uploadDocument' && known.hooks.steps().current === 'documents') {
    page.uploads += 1;
    done(known);
  } else if (detail.operation === 'requestKybVerification') {
    page.requested = true;
  }
  known.journey.requestUpdate();
}

/**
 * The module joins a journey (once): what it knows (returned), its steps moving with the moves from
 * now on, and what its steps' elements reported (`before`, heard by the first page, and from now) handled.
 */
export function follow(journey: CompanyJourney, hooks: CompanyHooks, before: readonly Heard[]): PageFacts {
  const known = new PageFacts(journey, hooks);
  takeMoves(hooks.steps());
  const page = inPage(known);
  let warned: unknown;
  known.inPage = (facts, dropped) => {
    // People of the record with no valid id: said once a record, from this module's arrival.
    const given = journey.record;
    if (dropped > 0 && warned !== given) {
      warned = given;
      console.error(`<svc-company-onboarding>: ${dropped} person(s) of the record have no UUID "id" and are left out.`);
    }
    return page.over(facts);
  };
  const heard = (event: Heard) => {
    // The journey's own events are not its steps' reports (read while the event is dispatched).
    if (event.composedPath()[0] !== journey) hear(known, page, event);
  };
  journey.addEventListener('svc-submit', heard);
  journey.addEventListener('svc-success', heard);
  for (const event of before) hear(known, page, event);
  return known;
}

/**
 * The partner's facts were read (a resume the first page could not open) or given anew (a KYC
 * validated, the KYB's outcome): without a company (no UUID `corporate-id`) the journey cannot
 * start, which the console says (the page too, with this module's words); a KYB declined ends the
 * journey on its KYB step, said and reported as blocked; else the journey opens the first step
 * still needed (none open yet), or leaves a KYB step now validated.
 */
export function given(known: PageFacts): void {
  const steps = known.hooks.steps();
  if (known.hooks.companyId() === undefined) {
    noCompany(known.journey.corporateId ?? '');
    return;
  }
  if (steps.complete || known.declined) return;
  if (known.hooks.kybStatus() === 'DECLINED' && steps.steps.includes('kyb')) {
    known.declined = true;
    if (steps.current !== 'kyb') advance(steps, (step) => step !== 'kyb', steps.current === undefined ? 'resume' : 'done');
    exitJourney(steps, 'KYB_DECLINED');
    known.journey.requestUpdate();
  } else if (steps.current === undefined) advance(steps, (step) => known.isDone(step), 'resume');
  else if (steps.current === 'kyb' && known.isDone('kyb')) done(known);
}

/** The journey cannot start: its `corporate-id` (`given`) is missing or no UUID (said once a value, in the page with `noCompany`'s words too). */
function noCompany(given: string): void {
  console.error(`<svc-company-onboarding>: corporate-id ${given ? `"${given}" is no UUID` : 'is missing'}; the journey cannot start.`);
}

/** The summary's text: the KYB validated (`status`), or every step done before any outcome. */
export const completeText = (status: string | undefined, later: typeof laterTexts = laterTexts): string => (status === 'VALIDATED' ? later.completeValidated : later.completeText);

/** What shows instead of the steps: a KYB declined, a journey that cannot start (not `started`: no company); else nothing of this module's. */
export function stop(known: PageFacts | undefined, started: boolean | undefined, later: typeof laterTexts = laterTexts): TemplateResult | undefined {
  const said = known?.declined ? later.blockedKyb : started ? undefined : later.noCompany;
  return said === undefined ? undefined : html`<p class="message error" part="error" role="alert">${said}</p>`;
}

/** The people's step's lists under its form (the people declared or nobody yet, what the KYB still lacks), with the later steps' words (`later`). */
export const renderPeople = (known: PageFacts, later: typeof laterTexts): TemplateResult =>
  renderPeopleLists(known.facts.people, later, formatNumber(known.threshold, known.hooks.locale()));

/** The person confirmed the company's details: on to the next step still needed. */
export function confirm(known: PageFacts): void {
  inPage(known).confirmed = true;
  done(known);
}

/**
 * A step past the first page's, with the journey's words (`texts`, its first page's) and the later
 * steps' (`later`); a step whose view is in a module of its own draws nothing until that module is here.
 */
export function renderStep(step: CompanyStep, known: PageFacts, texts: typeof firstPage, later: typeof laterTexts): unknown {
  const { journey, hooks } = known;
  if (step === 'documents') {
    return html`<svc-document-upload
      .adapter=${journey.adapter}
      locale=${ifDefined(journey.locale)}
      theme=${ifDefined(journey.theme)}
      end-user-id=${ifDefined(hooks.companyId())}
      ?end-user=${journey.endUser}
      end-user-kind="corporate"
    ></svc-document-upload>`;
  }
  const context: StepContext = { facts: known.facts, texts: { ...texts, ...later }, known, threshold: formatNumber(known.threshold, hooks.locale()) };
  return ownView(step)?.draw(step, context) ?? nothing;
}
