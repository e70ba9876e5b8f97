/**
 * The people's step (the people declared so far, what the KYB still lacks among them, and
 * `<svc-corporate-related-form>` to declare the next), with the journey's first page: it is the first
 * step with an element. The first page shows it as it starts, nobody declared yet; the people
 * declared are listed by the steps' module (`people.ts`), which alone knows them (from the record or
 * from this page): a resume with people declared fetches it before the step opens.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { LIMITS } from '../../api/limits.js';
import { format } from '../../i18n/catalog.js';
import type { DeclaredPerson } from './company-onboarding-state.js';
import type { CompanyJourney } from './step-views.js';
import type { companyOnboarding } from './texts/first-page.js';

/** The people's step's first words. */
type Texts = Pick<typeof companyOnboarding, 'nobodyYet' | 'stillNeeded' | 'needDirector' | 'needUbo'>;

/** The UBO threshold in per cent: 25, or 10 when the company must provide extended UBOs. */
export const uboThreshold = (journey: CompanyJourney): number => LIMITS.uboThreshold[journey.extendedUbos ? 'extended' : 'standard'];

/** What the KYB still lacks among the people: a director, a UBO (`threshold`, the UBO's share, as the page's language writes it). */
export function renderMissing(people: readonly DeclaredPerson[], texts: Texts, threshold: string): TemplateResult | typeof nothing {
  const missing = [
    people.some((person) => person.director) ? undefined : texts.needDirector,
    people.some((person) => person.ubo) ? undefined : format(texts.needUbo, { threshold }),
  ].filter((item): item is string => item !== undefined);
  if (missing.length === 0) return nothing;
  return html`<p id="missing-title">${texts.stillNeeded}</p>
    <ul part="section section-missing" aria-labelledby="missing-title">
      ${missing.map((item) => html`<li>${item}</li>`)}
    </ul>`;
}

/**
 * The people's step: the people declared so far (`declared`, the steps' module's list; nobody yet
 * until it is here), what the KYB still lacks, the form. The form stays in place as the lists change.
 */
export function renderPeople(journey: CompanyJourney, companyId: string | undefined, texts: Texts, threshold: string, people: readonly DeclaredPerson[] = [], declared?: unknown): TemplateResult {
  return html`${people.length === 0 ? html`<p part="empty">${texts.nobodyYet}</p>` : declared}
    ${renderMissing(people, texts, threshold)}
    <svc-corporate-related-form
      .adapter=${journey.adapter}
      locale=${ifDefined(journey.locale)}
      theme=${ifDefined(journey.theme)}
      corporate-id=${ifDefined(companyId)}
      ?extended-ubos=${journey.extendedUbos}
    ></svc-corporate-related-form>`;
}
