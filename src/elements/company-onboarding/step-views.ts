/**
 * Each company-onboarding step: how it is fetched (its element's `define.js`, on demand, when the
 * step first opens, with `later-steps.ts`: the views of the steps after the company's details; the
 * details are the journey's own, drawn here) and what the journey passes on (the company, the
 * journey's own adapter, locale and theme when it has them, the KYB status given). The first page
 * carries only the company's details: every other step's view comes with its step.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { FetchAdapter } from '../../client/adapter.js';
import { laterModule } from '../journey/steps.js';
import { countryName } from '../../api/formats/index.js';
import type { companyOnboarding } from './texts/en.js';
import type { CompanyDetails, CompanyFacts, CompanyStep, DeclaredPerson, PersonRole } from './company-onboarding-state.js';

type Texts = typeof companyOnboarding;

/** What the steps take from the journey. */
export interface CompanyStepHost {
  readonly corporateId?: string;
  readonly company?: CompanyDetails;
  readonly extendedUbos: boolean;
  readonly endUser: boolean;
  readonly kybStatus?: string;
  readonly kybStatusReason?: string;
  readonly adapter?: FetchAdapter;
  readonly locale?: string;
  readonly theme?: 'light' | 'dark' | 'auto';
}

/** What the journey's own steps need besides the host: the facts, the words, and the actions. */
export interface CompanyStepContext {
  facts: CompanyFacts;
  texts: Texts;
  notGiven: string;
  locale: string;
  /** What the page said of each person's link ('sent' or 'not-sent'), by related id. */
  links: ReadonlyMap<string, 'sent' | 'not-sent'>;
  confirm: () => void;
  askLink: (person: DeclaredPerson, roles: PersonRole[]) => void;
}

/** What comes with the steps after the company's details: their views and what they learn of the people. */
type LaterSteps = typeof import('./later-steps.js');

const later = laterModule<LaterSteps>(() => import('./later-steps.js'));

/** The later steps' module, once it has arrived (the page fetches it once). */
export const laterSteps = later.here;
const loadLaterSteps = later.load;

/** Fetches a step's element (each is its own chunk, fetched once for the page) and, after the company's details, the later steps' module. */
export function loadStep(step: CompanyStep): Promise<unknown> {
  switch (step) {
    case 'company':
      return Promise.resolve({});
    case 'people':
      return Promise.all([import('../corporate-related-form/define.js'), loadLaterSteps()]);
    case 'kyc':
      return loadLaterSteps();
    case 'documents':
      return Promise.all([import('../document-upload/define.js'), loadLaterSteps()]);
    case 'kyb':
      return Promise.all([import('../kyb-request/define.js'), loadLaterSteps()]);
  }
}

/** The company's details as given, the first step: drawn by the journey itself. */
export function renderCompany(host: CompanyStepHost, context: CompanyStepContext): TemplateResult {
  const { texts, notGiven, locale } = context;
  const details = host.company ?? {};
  const rows: [string, string | undefined][] = [
    [texts.legalName, details.legalName],
    [texts.registrationNumber, details.registrationNumber],
    [texts.country, details.isoCountryCode === undefined ? undefined : countryName(details.isoCountryCode, locale)],
    [texts.address, details.address],
  ];
  return html`<dl part="details" class="details">
      ${rows.map(([label, value]) => html`<div><dt>${label}</dt><dd>${value ?? notGiven}</dd></div>`)}
    </dl>
    <p part="notice">${texts.detailsWrong}</p>
    ${context.facts.detailsConfirmed
      ? nothing
      : html`<div class="actions"><button type="button" part="confirm-button" @click=${context.confirm}>${texts.confirmDetails}</button></div>`}`;
}
