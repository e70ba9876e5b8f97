/**
 * The views of the steps after the company's details (the people declared and what the KYB still
 * lacks, the KYC links, the documents, the KYB request or what it waits for), fetched with the first
 * of those steps, with what the journey learns of the people there (`people.ts`).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { format } from '../../i18n/catalog.js';
import { needingKyc, type CompanyFacts, type CompanyStep, type DeclaredPerson } from './company-onboarding-state.js';
import { kybPrerequisites, rolesOf } from './people.js';
import type { CompanyStepContext, CompanyStepHost } from './step-views.js';
import type { companyOnboarding } from './texts/en.js';
import { laterWords } from '../journey/later-words.js';
import { laterTexts } from './texts/later-steps.js';

export { declaredFrom } from './people.js';

/** The later steps' words (their intros, the people's lists and links, the KYB's wait) in a locale, as `laterWords` gives them. */
export const words = laterWords(laterTexts);

type Texts = typeof companyOnboarding;

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

function renderLinks(host: CompanyStepHost, context: CompanyStepContext): TemplateResult {
  const { texts, facts } = context;
  const people = needingKyc(facts.people);
  if (people.length === 0) return html`<p part="empty">${texts.nobodyNeedsKyc}</p>`;
  return html`<ul part="section section-people" class="links" aria-label=${texts.titles.kyc}>
    ${people.map((person) => {
      const index = facts.people.indexOf(person);
      const said = context.links.get(person.id);
      const sent = person.kycLinkSent || said === 'sent';
      const validated = person.kycStatus === 'VALIDATED';
      return html`<li part="row row-person" data-related=${person.id}>
        <span class="who">${nameOf(person, index, texts)}</span>
        <span class="roles">${rolesText(person, texts)}</span>
        <span part="status">${texts.kycLabel}: ${kycText(person.kycStatus, texts)}</span>
        ${said === 'not-sent' ? html`<span class="message error" part="error" role="alert">${texts.linkNotSent}</span>` : nothing}
        ${sent && said === 'sent' ? html`<span part="success" role="status">${texts.linkSent}</span>` : nothing}
        ${validated || host.corporateId === undefined
          ? nothing
          : html`<button type="button" class=${sent ? 'secondary' : ''} part="link-button" @click=${() => context.askLink(person, rolesOf(person))}>
              ${format(sent ? texts.sendAgain : texts.sendLink, { name: nameOf(person, index, texts) })}
            </button>`}
      </li>`;
    })}
  </ul>`;
}

function renderKyb(host: CompanyStepHost, context: CompanyStepContext, threshold: string): TemplateResult {
  const { texts, facts } = context;
  if (kybPrerequisites(facts) || host.kybStatus !== undefined) {
    return html`<svc-kyb-request
      .adapter=${host.adapter}
      locale=${ifDefined(host.locale)}
      theme=${ifDefined(host.theme)}
      corporate-id=${ifDefined(host.corporateId)}
      kyb-status=${ifDefined(host.kybStatus)}
      kyb-status-reason=${ifDefined(host.kybStatusReason)}
      ?extended-ubos=${host.extendedUbos}
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

/** A step after the company's details. */
export function renderLaterStep(step: Exclude<CompanyStep, 'company'>, host: CompanyStepHost, context: CompanyStepContext, threshold: string): unknown {
  const { adapter, locale, theme, corporateId } = host;
  switch (step) {
    case 'people':
      return html`${renderDeclared(context.facts.people, context.texts)} ${renderMissing(context.facts, context.texts, threshold)}
        <svc-corporate-related-form
          .adapter=${adapter}
          locale=${ifDefined(locale)}
          theme=${ifDefined(theme)}
          corporate-id=${ifDefined(corporateId)}
          ?extended-ubos=${host.extendedUbos}
        ></svc-corporate-related-form>`;
    case 'kyc':
      return renderLinks(host, context);
    case 'documents':
      return html`<svc-document-upload
        .adapter=${adapter}
        locale=${ifDefined(locale)}
        theme=${ifDefined(theme)}
        end-user-id=${ifDefined(corporateId)}
        ?end-user=${host.endUser}
        end-user-kind="corporate"
      ></svc-document-upload>`;
    case 'kyb':
      return renderKyb(host, context, threshold);
  }
}
