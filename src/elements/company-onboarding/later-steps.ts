/**
 * The views of the journey's steps (the company's details as given, the people declared and what the
 * KYB still lacks, the documents), fetched with the first step that opens (and before a resume reads
 * the record), with what the journey knows past its first page (`company-facts.ts`: the partner's
 * record read, what happened in the page) and learns of the people (`people.ts`), their words and
 * their styles. The KYC links and the KYB request (or what it waits for) come with their own module,
 * `check-steps.ts`, when the first of those steps opens.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { format } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import { countryName } from '../../api/formats/index.js';
import type { CompanyFacts, CompanyStep, DeclaredPerson } from './company-onboarding-state.js';
import { PageFacts } from './company-facts.js';
import { rolesOf } from './people.js';
import type { CompanyHooks, CompanyJourney } from './step-views.js';
import type { companyOnboarding as firstPage } from './texts/first-page.js';
import { laterWords } from '../journey/later-words.js';
import { laterTexts } from './texts/later-steps.js';
import { laterStepStyles } from './later-steps.styles.js';
import type { renderCheckStep } from './check-steps.js';
import type { checkTexts } from './texts/check-steps.js';

/** The steps' words (their intros, the company's details, the people's lists, the summary's text, a KYB validated or declined) in a locale, as `laterWords` gives them. */
export const words = laterWords('companyOnboarding', laterTexts);

type Texts = typeof firstPage & typeof laterTexts;

/** What the journey knows past its first page, for one journey; the steps' styles join its own. */
export function follow(journey: CompanyJourney, hooks: CompanyHooks): PageFacts {
  const root = journey.renderRoot;
  const sheet = laterStepStyles.styleSheet;
  if (root instanceof ShadowRoot && sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return new PageFacts(journey, hooks);
}

/** What the steps' views draw from (the identity checks' and the verification's too, `check-steps.ts`): the facts, the words, the actions. */
export interface StepContext {
  facts: CompanyFacts;
  texts: Texts;
  known: PageFacts;
  threshold: string;
}

/** The company's details as given, the first step: drawn by the journey itself. */
function renderCompany({ texts, facts, known }: StepContext): TemplateResult {
  const details = known.journey.company ?? {};
  const rows: [string, string | undefined][] = [
    [texts.legalName, details.legalName],
    [texts.registrationNumber, details.registrationNumber],
    [texts.country, details.isoCountryCode === undefined ? undefined : countryName(details.isoCountryCode, known.hooks.locale())],
    [texts.address, details.address],
  ];
  return html`<dl part="details" class="details">
      ${rows.map(([label, value]) => html`<div><dt>${label}</dt><dd>${value ?? known.hooks.notGiven()}</dd></div>`)}
    </dl>
    <p part="notice">${texts.detailsWrong}</p>
    ${facts.detailsConfirmed ? nothing : html`<div class="actions"><button type="button" part="confirm-button" @click=${() => known.confirm()}>${texts.confirmDetails}</button></div>`}`;
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

/** The identity checks' and the verification's views and words, once their module is here. */
export interface CheckSteps {
  render: typeof renderCheckStep;
  words: typeof checkTexts;
}

/**
 * A step, with the journey's words (`texts`, its first page's) and the steps' (`later`); the identity
 * checks' and the verification's draw nothing until their module is here (`checks`).
 */
export function renderStep(step: CompanyStep, known: PageFacts, texts: typeof firstPage, later: typeof laterTexts, checks?: CheckSteps): unknown {
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
    case 'company':
      return renderCompany(context);
    case 'people':
      return html`${renderDeclared(context.facts.people, context.texts)} ${renderMissing(context.facts, context.texts, context.threshold)}
        <svc-corporate-related-form
          .adapter=${adapter}
          locale=${ifDefined(locale)}
          theme=${ifDefined(theme)}
          corporate-id=${ifDefined(corporateId)}
          ?extended-ubos=${journey.extendedUbos}
        ></svc-corporate-related-form>`;
    case 'kyc':
    case 'kyb':
      return checks ? checks.render(step, context, checks.words) : nothing;
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
