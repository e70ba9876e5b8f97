/**
 * The views of the journey's steps (the people declared and what the KYB still lacks, the
 * documents), imported with the journey (every first page needs them before its first step shows),
 * with what the journey knows past its first page (`company-facts.ts`: the partner's
 * record read, what happened in the page) and learns of the people (`people.ts`), their words and
 * their styles. The company's details (`company-step.ts`) and the KYC links and the KYB request or
 * what it waits for (`check-steps.ts`) come with modules of their own when those steps open.
 */
import { html, nothing, type CSSResult, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { format } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import type { CompanyFacts, CompanyStep, DeclaredPerson } from './company-onboarding-state.js';
import { PageFacts } from './company-facts.js';
import { rolesOf } from './people.js';
import type { CompanyHooks, CompanyJourney } from './step-views.js';
import type { companyOnboarding as firstPage } from './texts/first-page.js';
import { laterWords } from '../journey/later-words.js';
import { laterTexts } from './texts/later-steps.js';

/** The steps' words (their intros, the people's lists, the summary's text, a KYB validated or declined) in a locale, as `laterWords` gives them. */
export const words = laterWords('companyOnboarding', laterTexts);

type Texts = typeof firstPage & typeof laterTexts;

/** What the journey knows past its first page, for one journey. */
export function follow(journey: CompanyJourney, hooks: CompanyHooks): PageFacts {
  return new PageFacts(journey, hooks);
}

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

/** What the steps' views draw from (the identity checks' and the verification's too, `check-steps.ts`): the facts, the words, the actions. */
export interface StepContext {
  facts: CompanyFacts;
  texts: Texts;
  known: PageFacts;
  threshold: string;
}

/** A declared holder as the lists name them: the name given, else "Person 2" / "Company 3". */
export function nameOf(person: DeclaredPerson, index: number, texts: Texts): string {
  return person.name ?? format(person.kind === 'COMPANY' ? texts.unnamedCompany : texts.unnamedPerson, { number: index + 1 });
}

export const rolesText = (person: DeclaredPerson, texts: Texts): string => rolesOf(person).map((role) => texts.roles[role]).join(', ');

/** The people declared so far, each with their roles (names as given; never sent anywhere). */
function renderDeclared(people: readonly DeclaredPerson[], texts: Texts): TemplateResult {
  if (people.length === 0) return html`<p part="empty">${texts.nobodyYet}</p>`;
  return html`<p id="declared-title">${texts.declaredTitle}</p>
    <ul part="section section-people" aria-labelledby="declared-title">
      ${people.map((person, index) => html`<li part="row row-person">${nameOf(person, index, texts)}: ${rolesText(person, texts)}</li>`)}
    </ul>`;
}

/** What the KYB still lacks among the people: a director, a UBO. */
export function renderMissing(facts: CompanyFacts, texts: Texts, threshold: string): TemplateResult | typeof nothing {
  const missing = [
    facts.people.some((person) => person.director) ? undefined : texts.needDirector,
    facts.people.some((person) => person.ubo) ? undefined : format(texts.needUbo, { threshold }),
  ].filter((item): item is string => item !== undefined);
  if (missing.length === 0) return nothing;
  return html`<p id="missing-title">${texts.stillNeeded}</p>
    <ul part="section section-missing" aria-labelledby="missing-title">
      ${missing.map((item) => html`<li>${item}</li>`)}
    </ul>`;
}

/**
 * A step, with the journey's words (`texts`, its first page's) and the steps' (`later`); a step whose
 * view is in a module of its own draws nothing until that module is here (`own`).
 */
export function renderStep(step: CompanyStep, known: PageFacts, texts: typeof firstPage, later: typeof laterTexts, own?: OwnView): unknown {
  const { journey, hooks } = known;
  const context: StepContext = {
    facts: known.facts,
    texts: { ...texts, ...later },
    known,
    threshold: formatNumber(known.threshold, hooks.locale()),
  };
  const { adapter, locale, theme } = journey;
  const corporateId = hooks.companyId();
  switch (step) {
    case 'people':
      return html`${renderDeclared(context.facts.people, context.texts)} ${renderMissing(context.facts, context.texts, context.threshold)}
        <svc-corporate-related-form
          .adapter=${adapter}
          locale=${ifDefined(locale)}
          theme=${ifDefined(theme)}
          corporate-id=${ifDefined(corporateId)}
          ?extended-ubos=${journey.extendedUbos}
        ></svc-corporate-related-form>`;
    case 'company':
    case 'kyc':
    case 'kyb':
      return own ? own.draw(step, context) : nothing;
    case 'documents':
      return html`<svc-document-upload
        .adapter=${adapter}
        locale=${ifDefined(locale)}
        theme=${ifDefined(theme)}
        end-user-id=${ifDefined(corporateId)}
        ?end-user=${journey.endUser}
        end-user-kind="corporate"
      ></svc-document-upload>`;
  }
}
