/**
 * Each company-onboarding step: how it is fetched (its element's `define.js`, on demand, when the
 * step first opens; with `company-step.ts` for the company's details, `check-steps.ts` for the
 * identity checks and the verification) and what those views read of the journey. The steps' module
 * (`later-steps.ts`: the steps' views, what the journey knows past the first page, the record read
 * and what happened in the page, their words and styles) comes with the journey itself: every first
 * page needs it before its first step shows. The company's details come with their step, the
 * identity checks' and the verification's with the first of those.
 */
import type { ReactiveControllerHost } from 'lit';
import type { FetchAdapter } from '../../client/adapter.js';
import type { JourneyStepsController } from '../journey/steps.js';
import type { CompanyDetails, CompanyStep } from './company-onboarding-state.js';
import { follow, renderStep, words, type OwnView } from './later-steps.js';

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

/**
 * The steps' module: the steps' views, what the journey knows past its first page (the record read),
 * their words and styles. Every first page of the journey needs it before its first step shows (the
 * people's lists, the reading of the record on a resume, the company step's frame), so it comes with
 * the journey, in its chunk: fetched with it rather than after it, and checked through its manifest.
 */
const stepsModule = { follow, renderStep, words };
type LaterSteps = typeof stepsModule;

/** A module fetched once for the page, with the first step that needs it: the module once here, and its fetch (a failed one is tried again by the next call). */
function laterModule<M>(fetch: () => Promise<M>): { readonly here: () => M | undefined; readonly load: () => Promise<M> } {
  let module: M | undefined;
  return { here: () => module, load: async () => (module ??= await fetch()) };
}

/** The steps' module, and its fetch (kept for the steps' loads, which wait for it as for a module of their own). */
export const laterSteps = (): LaterSteps | undefined => stepsModule;
export const loadLaterSteps = (): Promise<LaterSteps> => Promise.resolve(stepsModule);

const checks = laterModule<typeof import('./check-steps.js')>(() => import('./check-steps.js'));
const company = laterModule<typeof import('./company-step.js')>(() => import('./company-step.js'));

/** The steps whose views are in modules of their own: the company's details (`company-step.ts`), the identity checks and the verification (`check-steps.ts`). */
const OWN_VIEWS: Partial<Record<CompanyStep, typeof checks | typeof company>> = { company, kyc: checks, kyb: checks };

/** A step's view in a module of its own, once that module is here (fetched with the step, `loadStep`). */
export const ownView = (step: CompanyStep): OwnView | undefined => OWN_VIEWS[step]?.here()?.view;

/** The views in modules of their own that are here (their words are loaded before a step shows). */
export const ownViewsHere = (): OwnView[] => [company.here()?.view, checks.here()?.view].filter((view): view is OwnView => view !== undefined);

/**
 * Fetches a step's element (each is its own chunk, fetched once for the page) and the steps' module
 * (`later-steps.ts`); the company's, the identity checks' and the verification's steps, their own views too.
 */
export function loadStep(step: CompanyStep): Promise<unknown> {
  switch (step) {
    case 'company':
      return Promise.all([company.load(), loadLaterSteps()]);
    case 'people':
      return Promise.all([import('../corporate-related-form/define.js'), loadLaterSteps()]);
    case 'kyc':
      return Promise.all([checks.load(), loadLaterSteps()]);
    case 'documents':
      return Promise.all([import('../document-upload/define.js'), loadLaterSteps()]);
    case 'kyb':
      return Promise.all([import('../kyb-request/define.js'), checks.load(), loadLaterSteps()]);
  }
}
