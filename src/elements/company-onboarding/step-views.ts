/**
 * Each company-onboarding step: how it is fetched (its element's `define.js`, on demand, when the
 * step first opens; with `company-step.ts` for the company's details, `check-steps.ts` for the
 * identity checks and the verification) and what those views read of the journey. The first page
 * holds the people's step as it starts (`people-step.ts`); the steps' module (`later-steps.ts`: the
 * reading of the record, the people declared, the moves, what the steps' elements report, the later
 * steps' views and words) is fetched once the first step shows, with the first step that needs it,
 * or before a resume whose record says more than the company's details confirmed.
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
function laterModule<M>(fetch: () => Promise<M>): { readonly here: () => M | undefined; readonly load: () => Promise<M> } {
  let module: M | undefined;
  return { here: () => module, load: async () => (module ??= await fetch()) };
}

/**
 * The steps' module (`later-steps.ts`: the moves, what the steps' elements report, the later steps'
 * views and words), fetched once the first step shows, or with the first step that needs it.
 */
export const loadLaterSteps = laterModule<typeof import('./later-steps.js')>(() => import('./later-steps.js')).load;

/** The views in modules of their own, each fetched with its steps (`loadStep`): the identity checks and the verification (`check-steps.ts`), the company's details (`company-step.ts`). */
export const checks = laterModule<typeof import('./check-steps.js')>(() => import('./check-steps.js'));
export const company = laterModule<typeof import('./company-step.js')>(() => import('./company-step.js'));

/**
 * Fetches a step's element (each is its own chunk, fetched once for the page) and, but for the
 * people's step (the first page's), the steps' module (`later-steps.ts`); the company's, the identity
 * checks' and the verification's steps, their own views too.
 */
export function loadStep(step: CompanyStep): Promise<unknown> {
  if (step === 'people') return import('../corporate-related-form/define.js');
  const element = step === 'documents' ? import('../document-upload/define.js') : step === 'kyb' ? import('../kyb-request/define.js') : undefined;
  return Promise.all([element, step === 'company' ? company.load() : step === 'documents' ? undefined : checks.load(), loadLaterSteps()]);
}
