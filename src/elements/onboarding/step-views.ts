/**
 * Onboarding's steps: their names in the service's order, how each is fetched (its element's
 * `define.js`, on demand, when the step first opens; a later step's through `later-steps.ts`, with
 * its view and the reads of the consumer's state) and how the first one, sign-up, is drawn, with what the
 * journey passes on (the caller's kind, the journey's own adapter, locale and theme when it has them).
 * The first page carries only this: every other step's view comes with its step.
 */
import { html } from 'lit';
import type { FetchAdapter } from '../../client/adapter.js';
import type { FieldControls } from '../form/field-control.js';
import type { FormBody } from '../form/svc-form-element.js';

/**
 * `<svc-onboarding>`'s field control: the steps that hold a form, each keyed by the paths of its
 * operation's body (a path the body does not have fails the type check).
 */
export interface OnboardingFields {
  /** Sign-up: `<svc-consumer-form mode="create">`, the body of "Create consumer". */
  'sign-up'?: FieldControls<FormBody<'createConsumer'>>;
  /** Profile: `<svc-consumer-form mode="profile">`, the body of "Patch consumer profile". */
  profile?: FieldControls<FormBody<'patchConsumerProfile'>>;
  /** Identity document: `<svc-document-upload>`, the fields sent with the file (`friendlyName`…). */
  identity?: FieldControls<FormBody<'uploadDocument'>>;
  /** First account: `<svc-ledger-create>`, the body of "Create ledger". */
  account?: FieldControls<FormBody<'createLedger'>>;
  /** First card: `<svc-card-order>`, the body of "Create card". */
  card?: FieldControls<FormBody<'createCard'>>;
}

/** What the steps take from the journey. */
export interface OnboardingStepHost {
  readonly consumerId?: string;
  readonly endUser: boolean;
  readonly anonymous: boolean;
  readonly partnerName?: string;
  readonly termsVersion?: string;
  readonly termsUrl?: string;
  readonly cardProfileId?: string;
  readonly cardProfileName?: string;
  readonly adapter?: FetchAdapter;
  readonly locale?: string;
  readonly theme?: 'light' | 'dark' | 'auto';
  readonly fields?: OnboardingFields;
}

/** The steps of onboarding, in the order the service needs them. */
export const ONBOARDING_STEPS = ['sign-up', 'phone', 'profile', 'identity', 'kyc', 'account', 'card'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** What comes with the steps after sign-up: their views, their words and the reads of the consumer's state (the page fetches it once). */
type LaterSteps = typeof import('./later-steps.js');

/** Fetches the later steps' module (with the first read of the consumer's state, before any later step). */
export const loadLaterSteps = (): Promise<LaterSteps> => import('./later-steps.js');

/**
 * Fetches a step's element (each is its own chunk, fetched once for the page): sign-up's here; a later
 * step's through the later steps' module, which names them (it is here already whenever a later step
 * opens: the journey reads the consumer's state, with that module, before it moves past sign-up).
 */
export function loadStep(step: OnboardingStep): Promise<unknown> {
  return step === 'sign-up' ? import('../consumer-form/define.js') : loadLaterSteps().then((module) => module.loadLaterStep(step));
}

/** Sign-up, the first step: `<svc-consumer-form mode="create">`, given what it needs as properties. */
export function renderSignUp(host: OnboardingStepHost): unknown {
  return html`<svc-consumer-form
    mode="create"
    .fields=${host.fields?.['sign-up']}
    .adapter=${host.adapter}
    .locale=${host.locale}
    .theme=${host.theme}
    .anonymous=${host.anonymous}
    .partnerName=${host.partnerName}
    .termsVersion=${host.termsVersion}
    .termsUrl=${host.termsUrl}
    .termsRequired=${host.termsVersion !== undefined}
  ></svc-consumer-form>`;
}
