/**
 * Each company-onboarding step: how it is fetched (its element's `define.js`, on demand, when the
 * step first opens, with `later-steps.ts`: the views of the steps after the company's details; the
 * details are the journey's own, drawn here) and what the journey passes on (the company, the
 * journey's own adapter, locale and theme when it has them, the KYB status given). The first page
 * carries only the company's details: every other step's view comes with its step.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { FetchAdapter } from '../../client/adapter.js';
import { laterModule, type JourneyStepsController } from '../journey/steps.js';
import { countryName } from '../../api/formats/index.js';
import type { companyOnboarding } from './texts/first-page.js';
import type { CompanyDetails, CompanyStep } from './company-onboarding-state.js';

/** What the later steps read of the journey: its properties, as the partner set them. */
export interface CompanyJourney extends ReactiveControllerHost, HTMLElement {
  readonly corporateId?: string;
  readonly company?: CompanyDetails;
  readonly record?: unknown;
  readonly kybStatusReason?: string;
  readonly extendedUbos: boolean;
  readonly endUser: boolean;
  readonly adapter?: FetchAdapter;
  readonly locale?: string;
  readonly theme?: 'light' | 'dark' | 'auto';
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/** What the later steps are told of the journey's own state. */
export interface CompanyHooks {
  /** The company, when `corporate-id` is a UUID. */
  companyId(): string | undefined;
  /** The KYB status given, trimmed (none when empty). */
  kybStatus(): string | undefined;
  /** The person confirmed the details in this page. */
  confirmed(): boolean;
  /** Where the journey stands. */
  steps(): JourneyStepsController<CompanyStep>;
  /** The open step's work is done: on to the next still needed. */
  done(): void;
  /** The journey stops: the service refused in a way it cannot get past (`svc-journey-exit`, blocked). */
  exit(code: string): void;
  /** The page's language. */
  locale(): string;
}

/** What comes with the steps after the company's details: their views and what they learn of the people. */
type LaterSteps = typeof import('./later-steps.js');

const later = laterModule<LaterSteps>(() => import('./later-steps.js'));

/** The later steps' module, once it has arrived (the page fetches it once), and its fetch. */
export const { here: laterSteps, load: loadLaterSteps } = later;

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
export function renderCompany(
  given: CompanyDetails | undefined,
  texts: typeof companyOnboarding,
  notGiven: string,
  locale: string,
  confirmed: boolean,
  confirm: () => void,
): TemplateResult {
  const details = given ?? {};
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
    ${confirmed ? nothing : html`<div class="actions"><button type="button" part="confirm-button" @click=${confirm}>${texts.confirmDetails}</button></div>`}`;
}
