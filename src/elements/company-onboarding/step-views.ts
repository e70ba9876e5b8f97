/**
 * Each company-onboarding step: how it is fetched (its element's `define.js`, on demand, when the
 * step first opens; with `company-step.ts` for the company's details; the identity checks', the
 * documents' and the verification's through the steps' module) and what those views read of the
 * journey. The first page holds the people's form (`people-step.ts`); the steps' module
 * (`later-steps.ts`: the reading of the record, the people's lists, the moves, what the steps'
 * elements report, the later steps' views and words) is fetched once the first step shows, with the
 * first step that needs it, or before a resume whose record says more than the company's details
 * confirmed.
 */
import type { ReactiveControllerHost } from 'lit';
import type { FetchAdapter } from '../../client/adapter.js';
import type { JourneyStepsController } from '../journey/steps.js';
import type { CompanyDetails, CompanyStep } from './company-onboarding-state.js';

/** What the steps' views read of the journey: its properties, as the partner set them. */
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

/** What the steps' views are told of the journey's own state. */
export interface CompanyHooks {
  /** The company, when `corporate-id` is a UUID. */
  companyId(): string | undefined;
  /** The KYB status given, trimmed (none when empty). */
  kybStatus(): string | undefined;
  /** Where the journey stands. */
  steps(): JourneyStepsController<CompanyStep>;
  /** The page's language. */
  locale(): string;
  /** "not given", in the page's language. */
  notGiven(): string;
}

/** A module fetched once for the page, with the first step that needs it: the module once here, and its fetch (a failed one is tried again by the next call). */
export function laterModule<M>(fetch: () => Promise<M>): { readonly here: () => M | undefined; readonly load: () => Promise<M> } {
  let module: M | undefined;
  return { here: () => module, load: async () => (module ??= await fetch()) };
}

/**
 * The steps' module (`later-steps.ts`: the moves, what the steps' elements report, the later steps'
 * views and words), fetched once the first step shows, or with the first step that needs it.
 */
export const loadLaterSteps = laterModule<typeof import('./later-steps.js')>(() => import('./later-steps.js')).load;

/** The company's details' view, in a module of its own fetched with its step (`loadStep`) beside the steps' module (`company-step.ts`). */
export const company = laterModule<typeof import('./company-step.js')>(() => import('./company-step.js'));

/**
 * Fetches what a step shows, once for the page: the people's element (the first page's step); the
 * company's details' view with the steps' module (`later-steps.ts`), side by side; for the identity
 * checks, the documents and the verification, the steps' module, which then fetches their element
 * and view (`loadStep` there): a journey whose first step is one of those waits a request more.
 */
export function loadStep(step: CompanyStep): Promise<unknown> {
  if (step === 'people') return import('../corporate-related-form/define.js');
  return step === 'company' ? Promise.all([company.load(), loadLaterSteps()]) : loadLaterSteps().then((module) => module.loadStep(step));
}
