/**
 * The views of the identity checks' step (each director's and UBO's KYC link, asked for with
 * `svc-kyc-link`) and of the verification's (the KYB request, or what it waits for), with their words
 * and styles: fetched when the first of those steps opens (`loadStep`), beside its element, never with
 * the first step a page shows before them.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { format } from '../../i18n/catalog.js';
import { laterWords } from '../journey/later-words.js';
import { SvcKycLinkEvent } from './events.js';
import { needingKyc, type PageFacts } from './company-facts.js';
import type { CompanyFacts, DeclaredPerson, PersonRole } from './company-onboarding-state.js';
import { nameOf, renderMissing, rolesOf, rolesText } from './people.js';
import { adoptStyles, inPage, type OwnView, type StepContext } from './later-steps.js';
import { checkTexts } from './texts/check-steps.js';

const words = laterWords('companyOnboarding', checkTexts);

type Texts = StepContext['texts'] & typeof checkTexts;

const styles = css`
  .links {
    display: grid;
    gap: calc(var(--_space) * 1.5);
    margin: 0 0 calc(var(--_space) * 2);
    padding: 0;
    list-style: none;
  }
  .links > li {
    display: grid;
    gap: calc(var(--_space) * 0.5);
    justify-items: start;
    padding-bottom: calc(var(--_space) * 1.5);
    border-bottom: 1px solid var(--_border);
  }
  .who {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .roles {
    color: var(--_muted);
  }
`;

/** Every director and UBO declared, each with a validated identity check: the KYB request may be sent. */
function kybPrerequisites(facts: CompanyFacts): boolean {
  const needed = needingKyc(facts.people);
  return facts.people.some((person) => person.director) && needed.some((person) => person.ubo) && needed.every((person) => person.kycStatus === 'VALIDATED');
}

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

/** Asks the partner to send a person's KYC link (`svc-kyc-link`, ids and roles only). */
function askLink(known: PageFacts, person: DeclaredPerson, roles: PersonRole[]): void {
  const corporateId = known.hooks.companyId();
  if (corporateId === undefined) return;
  const { links } = inPage(known);
  const again = person.kycLinkSent || links.get(person.id) === 'sent';
  const taken = !known.journey.dispatchEvent(new SvcKycLinkEvent({ corporateId, relatedId: person.id, roles, again }));
  if (!taken) console.error('<svc-company-onboarding>: nobody took svc-kyc-link. Listen for it, send the person their KYC link, and call preventDefault().');
  links.set(person.id, taken ? 'sent' : 'not-sent');
  known.journey.requestUpdate();
}

function renderLinks({ facts, known }: StepContext, texts: Texts): TemplateResult {
  const people = needingKyc(facts.people);
  if (people.length === 0) return html`<p part="empty">${texts.nobodyNeedsKyc}</p>`;
  return html`<ul part="section section-people" class="links" aria-label=${texts.titles.kyc}>
    ${people.map((person) => {
      const index = facts.people.indexOf(person);
      const said = inPage(known).links.get(person.id);
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
          : html`<button type="button" class=${sent ? 'secondary' : ''} part="link-button" @click=${() => askLink(known, person, rolesOf(person))}>
              ${format(sent ? texts.sendAgain : texts.sendLink, { name: nameOf(person, index, texts) })}
            </button>`}
      </li>`;
    })}
  </ul>`;
}

function renderKyb(context: StepContext, texts: Texts): TemplateResult {
  const { facts, known, threshold } = context;
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
    ${renderMissing(facts.people, texts, threshold)}
    ${waiting.length === 0
      ? nothing
      : html`<p id="waiting-title">${texts.waitingFor}</p>
          <ul part="section section-people" aria-labelledby="waiting-title">
            ${waiting.map((person) => html`<li part="row row-person">${nameOf(person, facts.people.indexOf(person), texts)}: ${kycText(person.kycStatus, texts)}</li>`)}
          </ul>`}`;
}

/** The identity checks' step or the verification's, drawn once their words are here in the page's language. */
export const view: OwnView = {
  ready: (locale) => words.ready(locale),
  draw: (step, context) => {
    const { journey, hooks } = context.known;
    const own = words.in(hooks.locale(), journey);
    if (!own) return nothing;
    adoptStyles(journey.renderRoot, styles);
    const texts = { ...context.texts, ...own };
    return step === 'kyc' ? renderLinks(context, texts) : renderKyb(context, texts);
  },
};
