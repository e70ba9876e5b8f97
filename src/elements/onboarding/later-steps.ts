/**
 * What only the steps after sign-up need, fetched when sign-up's element first reports (or on a
 * resume, or when the journey cannot start at sign-up): their views, their words, and what moves the
 * journey past its first page (`onward.ts`: the reads that say where it stands, what the steps'
 * elements report, what blocks it). A page that starts at sign-up carries none of it until then.
 */
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { IDENTITY_DOCUMENT_TYPES } from './onboarding-state.js';
import type { OnboardingStep, OnboardingStepHost } from './step-views.js';
import { laterWords } from '../journey/later-words.js';
import { laterTexts } from './texts/later-steps.js';

export { Onward } from './onward.js';

/** The later steps' words (their intros, a KYC declined) in a locale, as `laterWords` gives them. */
export const words = laterWords('onboarding', laterTexts);

type LaterStep = Exclude<OnboardingStep, 'sign-up'>;

/** Fetches a later step's element (each its own chunk, fetched once for the page). */
export function loadLaterStep(step: LaterStep): Promise<unknown> {
  switch (step) {
    case 'phone':
    case 'kyc':
      return import('../consumer-status/define.js');
    case 'profile':
      return import('../consumer-form/define.js');
    case 'identity':
      return import('../document-upload/define.js');
    case 'account':
      return import('../ledger-create/define.js');
    case 'card':
      return import('../card-order/define.js');
  }
}

/** A step after sign-up, drawn with what the journey passes on (the consumer, the caller's kind, the journey's adapter, locale and theme). */
export function renderLaterStep(step: LaterStep, host: OnboardingStepHost): unknown {
  const { adapter, locale, theme, consumerId, endUser } = host;
  const fields = host.fields;
  switch (step) {
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
