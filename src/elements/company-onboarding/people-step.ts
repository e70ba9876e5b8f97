/**
 * The people's step (the people declared so far, what the KYB still lacks among them, and
 * `<svc-corporate-related-form>` to declare the next), with the journey's first page: it is the first
 * step with an element, and a resume most often opens on it. Its words are the first page's.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { format } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import type { CompanyFacts, DeclaredPerson, PersonRole } from './company-onboarding-state.js';
import type { PageFacts } from './company-facts.js';
import type { companyOnboarding } from './texts/first-page.js';

/** The people's lists' words (the first page's). */
type Texts = Omit<typeof companyOnboarding, 'intros'>;

/** The roles of a declared holder, in the order the lists say them. */
export const rolesOf = (person: DeclaredPerson): PersonRole[] => (['director', 'shareholder', 'ubo'] as const).filter((role) => person[role]);

/** A declared holder as the lists name them: the name given, else "Person 2" / "Company 3". */
export function nameOf(person: DeclaredPerson, index: number, texts: Texts): string {
  return person.name ?? format(person.kind === 'COMPANY' ? texts.unnamedCompany : texts.unnamedPerson, { number: index + 1 });
}

export const rolesText = (person: DeclaredPerson, texts: Texts): string => rolesOf(person).map((role) => texts.roles[role]).join(', ');

/** What the KYB still lacks among the people: a director, a UBO (`threshold`, the UBO's share, as the page's language writes it). */
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

/** The people's step: the people declared so far, each with their roles (names as given; never sent anywhere), what the KYB still lacks, the form. */
export function renderPeople(known: PageFacts, texts: Texts): TemplateResult {
  const { journey, hooks } = known;
  const { people } = known.facts;
  return html`${people.length === 0
      ? html`<p part="empty">${texts.nobodyYet}</p>`
      : html`<p id="declared-title">${texts.declaredTitle}</p>
          <ul part="section section-people" aria-labelledby="declared-title">
            ${people.map((person, index) => html`<li part="row row-person">${nameOf(person, index, texts)}: ${rolesText(person, texts)}</li>`)}
          </ul>`}
    ${renderMissing(known.facts, texts, formatNumber(known.threshold, hooks.locale()))}
    <svc-corporate-related-form
      .adapter=${journey.adapter}
      locale=${ifDefined(journey.locale)}
      theme=${ifDefined(journey.theme)}
      corporate-id=${ifDefined(hooks.companyId())}
      ?extended-ubos=${journey.extendedUbos}
    ></svc-corporate-related-form>`;
}
