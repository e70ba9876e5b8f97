/**
 * The views of the journey's steps (the company's details as given, the people declared and what the
 * KYB still lacks, the KYC links, the documents, the KYB request or what it waits for), fetched with
 * the first step that opens (and before a resume reads the record), with what the journey knows past
 * its first page (`company-facts.ts`: the partner's record read, what happened in the page, the
 * KYC-link event) and learns of the people (`people.ts`), their words and their styles.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { format } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import { countryName } from '../../api/formats/index.js';
import type { CompanyFacts, CompanyStep, DeclaredPerson } from './company-onboarding-state.js';
import { PageFacts } from './company-facts.js';
import { kybPrerequisites, needingKyc, rolesOf } from './people.js';
import type { CompanyHooks, CompanyJourney } from './step-views.js';
import type { companyOnboarding } from './texts/en.js';
import type { companyOnboarding as firstPage } from './texts/first-page.js';
import { laterWords } from '../journey/later-words.js';
import { laterTexts } from './texts/later-steps.js';
import { laterStepStyles } from './later-steps.styles.js';

/** The steps' words (their intros, the company's details, the people's lists and links, the KYB's wait, the summary's text, a KYB validated or declined) in a locale, as `laterWords` gives them. */
export const words = laterWords('companyOnboarding', laterTexts);

type Texts = typeof companyOnboarding;

/** What the journey knows past its first page, for one journey; the steps' styles join its own. */
export function follow(journey: CompanyJourney, hooks: CompanyHooks): PageFacts {
  const root = journey.renderRoot;
  const sheet = laterStepStyles.styleSheet;
  if (root instanceof ShadowRoot && sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return new PageFacts(journey, hooks);
}

/** What the steps' views draw from: the facts, the words, the actions. */
interface Context {
  facts: CompanyFacts;
  texts: Texts;
  known: PageFacts;
  threshold: string;
}

/** The company's details as given, the first step: drawn by the journey itself. */
function renderCompany({ texts, facts, known }: Context): TemplateResult {
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
function nameOf(person: DeclaredPerson, index: number, texts: Texts): string {
  return person.name ?? format(person.kind === 'COMPANY' ? texts.unnamedCompany : texts.unnamedPerson, { number: index + 1 });
}

const rolesText = (person: DeclaredPerson, texts: Texts): string => rolesOf(person).map((role) => texts.roles[role]).join(', ');

/** A KYC status in words (an unknown one by its code). */
function kycText(status: string | undefined, texts: Texts): string {
  switch (status) {
    case undefined:
    case 'NOT_STARTED':
      return texts.kycStatus.notStarted;
    case 'CREATED':
    case 'PROCESSING':
    case 'PENDING_REVIEW':
      return texts.kycStatus.inProgress;
    case 'ABORTED':
      return texts.kycStatus.aborted;
    case 'VALIDATED':
      return texts.kycStatus.validated;
    case 'DECLINED':
      return texts.kycStatus.declined;
    default:
      return status;
  }
}

/** The people declared so far, each with their roles (names as given; never sent anywhere). */
function renderDeclared(people: readonly DeclaredPerson[], texts: Texts): TemplateResult {
  if (people.length === 0) return html`<p part="empty">${texts.nobodyYet}</p>`;
  return html`<p id="declared-title">${texts.declaredTitle}</p>
    <ul part="section section-people" aria-labelledby="declared-title">
      ${people.map((person, index) => html`<li part="row row-person">${nameOf(person, index, texts)}: ${rolesText(person, texts)}</li>`)}
    </ul>`;
}

/** What the KYB still lacks among the people: a director, a UBO. */
function renderMissing(facts: CompanyFacts, texts: Texts, threshold: string): TemplateResult | typeof nothing {
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

function renderLinks({ texts, facts, known }: Context): TemplateResult {
  const people = needingKyc(facts.people);
  if (people.length === 0) return html`<p part="empty">${texts.nobodyNeedsKyc}</p>`;
  return html`<ul part="section section-people" class="links" aria-label=${texts.titles.kyc}>
    ${people.map((person) => {
      const index = facts.people.indexOf(person);
      const said = known.links.get(person.id);
      const sent = person.kycLinkSent || said === 'sent';
      const validated = person.kycStatus === 'VALIDATED';
      return html`<li part="row row-person" data-related=${person.id}>
        <span class="who">${nameOf(person, index, texts)}</span>
        <span class="roles">${rolesText(person, texts)}</span>
        <span part="status">${texts.kycLabel}: ${kycText(person.kycStatus, texts)}</span>
        ${said === 'not-sent' ? html`<span class="message error" part="error" role="alert">${texts.linkNotSent}</span>` : nothing}
        ${sent && said === 'sent' ? html`<span part="success" role="status">${texts.linkSent}</span>` : nothing}
        ${validated || known.hooks.companyId() === undefined
          ? nothing
          : html`<button type="button" class=${sent ? 'secondary' : ''} part="link-button" @click=${() => known.askLink(person, rolesOf(person))}>
              ${format(sent ? texts.sendAgain : texts.sendLink, { name: nameOf(person, index, texts) })}
            </button>`}
      </li>`;
    })}
  </ul>`;
}

function renderKyb({ texts, facts, known, threshold }: Context): TemplateResult {
  const { journey, hooks } = known;
  const status = hooks.kybStatus();
  if (kybPrerequisites(facts) || status !== undefined) {
    return html`<svc-kyb-request
      .adapter=${journey.adapter}
      locale=${ifDefined(journey.locale)}
      theme=${ifDefined(journey.theme)}
      corporate-id=${ifDefined(hooks.companyId())}
      kyb-status=${ifDefined(status)}
      kyb-status-reason=${ifDefined(journey.kybStatusReason)}
      ?extended-ubos=${journey.extendedUbos}
    ></svc-kyb-request>`;
  }
  const waiting = needingKyc(facts.people).filter((person) => person.kycStatus !== 'VALIDATED');
  return html`<p part="notice">${texts.kybWaiting}</p>
    ${renderMissing(facts, texts, threshold)}
    ${waiting.length === 0
      ? nothing
      : html`<p id="waiting-title">${texts.waitingFor}</p>
          <ul part="section section-people" aria-labelledby="waiting-title">
            ${waiting.map((person) => html`<li part="row row-person">${nameOf(person, facts.people.indexOf(person), texts)}: ${kycText(person.kycStatus, texts)}</li>`)}
          </ul>`}`;
}

/** A step, with the journey's words (`texts`, its first page's) and the steps' (`later`). */
export function renderStep(step: CompanyStep, known: PageFacts, texts: typeof firstPage, later: typeof laterTexts): unknown {
  const { journey, hooks } = known;
  const context: Context = {
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
      return renderLinks(context);
    case 'documents':
      return html`<svc-document-upload
        .adapter=${adapter}
        locale=${ifDefined(locale)}
        theme=${ifDefined(theme)}
        end-user-id=${ifDefined(corporateId)}
        ?end-user=${journey.endUser}
        end-user-kind="corporate"
      ></svc-document-upload>`;
    case 'kyb':
      return renderKyb(context);
  }
}
