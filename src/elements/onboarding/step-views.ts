/**
 * Each onboarding step's element: how it is fetched (its `define.js`, on demand, when the step
 * first opens) and how it is drawn, with what the journey passes on (the consumer, the caller's
 * kind, the journey's own adapter, locale and theme when it has them).
 */
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { FetchAdapter } from '../../client/adapter.js';
import { IDENTITY_DOCUMENT_TYPES, type OnboardingStep } from './onboarding-state.js';
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

/** Fetches a step's element: each is its own chunk, fetched once for the page. */
export function loadStep(step: OnboardingStep): Promise<unknown> {
  switch (step) {
    case 'sign-up':
    case 'profile':
      return import('../consumer-form/define.js');
    case 'phone':
    case 'kyc':
      return import('../consumer-status/define.js');
    case 'identity':
      return import('../document-upload/define.js');
    case 'account':
      return import('../ledger-create/define.js');
    case 'card':
      return import('../card-order/define.js');
  }
}

export function renderOnboardingStep(step: OnboardingStep, host: OnboardingStepHost): unknown {
  const { adapter, locale, theme, consumerId, endUser } = host;
  const fields = host.fields;
  switch (step) {
    case 'sign-up':
      return html`<svc-consumer-form
        mode="create"
        .fields=${fields?.['sign-up']}
        .adapter=${adapter}
        locale=${ifDefined(locale)}
        theme=${ifDefined(theme)}
        ?anonymous=${host.anonymous}
        partner-name=${ifDefined(host.partnerName)}
        terms-version=${ifDefined(host.termsVersion)}
        terms-url=${ifDefined(host.termsUrl)}
        ?terms-required=${host.termsVersion !== undefined}
      ></svc-consumer-form>`;
    case 'phone':
      return html`<svc-consumer-status .adapter=${adapter} locale=${ifDefined(locale)} theme=${ifDefined(theme)} consumer-id=${ifDefined(consumerId)} actions="phone" show="phone"></svc-consumer-status>`;
    case 'profile':
      return html`<svc-consumer-form mode="profile" .fields=${fields?.profile} .adapter=${adapter} locale=${ifDefined(locale)} theme=${ifDefined(theme)} consumer-id=${ifDefined(consumerId)}></svc-consumer-form>`;
    case 'identity':
      return html`<svc-document-upload
        .fields=${fields?.identity}
        types=${IDENTITY_DOCUMENT_TYPES.join(' ')}
        .adapter=${adapter}
        locale=${ifDefined(locale)}
        theme=${ifDefined(theme)}
        end-user-id=${ifDefined(consumerId)}
        ?end-user=${endUser}
        end-user-kind="consumer"
      ></svc-document-upload>`;
    case 'kyc':
      return html`<svc-consumer-status .adapter=${adapter} locale=${ifDefined(locale)} theme=${ifDefined(theme)} consumer-id=${ifDefined(consumerId)} actions="" show="kyc"></svc-consumer-status>`;
    case 'account':
      return html`<svc-ledger-create .fields=${fields?.account} .adapter=${adapter} locale=${ifDefined(locale)} theme=${ifDefined(theme)} end-user-id=${ifDefined(consumerId)} ?end-user=${endUser}></svc-ledger-create>`;
    case 'card':
      return html`<svc-card-order
        .fields=${fields?.card}
        .adapter=${adapter}
        locale=${ifDefined(locale)}
        theme=${ifDefined(theme)}
        end-user-id=${ifDefined(consumerId)}
        ?end-user=${endUser}
        profile-id=${ifDefined(host.cardProfileId)}
        profile-name=${ifDefined(host.cardProfileName)}
      ></svc-card-order>`;
  }
}
