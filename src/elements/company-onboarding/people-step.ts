/**
 * The people's step as the journey's first page draws it: `<svc-corporate-related-form>` to declare
 * the next holder (the first step with an element), and under it the people's lists (nobody declared
 * yet or the people declared, what the KYB still lacks: `people.ts`), which the steps' module draws
 * once it is here, since it alone knows the people (from the record or from this page). The lists
 * arrive under the form, so the form never moves as they come or grow.
 */
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { CompanyJourney } from './step-views.js';

/** The people's step: the form, then the lists (`lists`, the steps' module's; nothing until it is here). */
export function renderPeople(journey: CompanyJourney, companyId: string | undefined, lists: unknown): TemplateResult {
  return html`<svc-corporate-related-form
      .adapter=${journey.adapter}
      locale=${ifDefined(journey.locale)}
      theme=${ifDefined(journey.theme)}
      corporate-id=${ifDefined(companyId)}
      ?extended-ubos=${journey.extendedUbos}
    ></svc-corporate-related-form>
    ${lists}`;
}
