/**
 * What onboarding does past its first page, fetched with the later steps (`later-steps.ts`): once
 * sign-up's element reports (a consumer created, a refusal), on a resume (`end-user-id`), or when the
 * journey cannot start. It reads the consumer's state and moves the journey by it, hears what the
 * steps' elements report, and says what blocks the journey. A page that starts at sign-up carries
 * none of it until sign-up's element first reports.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { ServiceError } from '../../api/errors.js';
import type { SvcErrorDetail, SvcSuccessDetail } from '../base/events.js';
import { OperationController, type OperationHost } from '../base/operation.js';
import { advance, exitJourney, takeMoves } from '../journey/moves.js';
import type { JourneyStepsController } from '../journey/steps.js';
import { OnboardingStateController, stepDone } from './onboarding-state.js';
import type { OnboardingStep } from './step-views.js';
import type { laterTexts } from './texts/later-steps.js';

/** Refusals the journey cannot get past: said, and reported as `svc-journey-exit` `blocked`. */
const BLOCKING_CODES = ['PHONE_ALREADY_USED'];

type LaterStep = Exclude<OnboardingStep, 'sign-up'>;

/** The operation whose success ends each later step's work (`getConsumer`: the KYC step's Refresh). */
const STEP_WORK: Record<LaterStep, string> = {
  phone: 'verifyConsumerPhone',
  profile: 'patchConsumerProfile',
  identity: 'uploadDocument',
  kyc: 'getConsumer',
  account: 'createLedger',
  card: 'createCard',
};

/** The journey's element, as this module reads it. */
export interface OnwardHost extends OperationHost, ReactiveControllerHost {
  readonly consumerId?: string;
  readonly endUserId?: string;
  readonly endUser: boolean;
  /** The consumer sign-up created (memory only). */
  createdId?: string;
}

/** What the element hands over of its own (protected) state. */
export interface OnwardHooks {
  readonly journey: JourneyStepsController<OnboardingStep>;
  /** A service error in the page's words. */
  errorText(error: ServiceError): string;
  /** The later steps' words in the page's language, once loaded. */
  words(): typeof laterTexts | undefined;
}

export class Onward {
  /** A refusal the journey cannot get past (`PHONE_ALREADY_USED`, `KYC_DECLINED`). */
  private blocked?: string;
  /** Neither a consumer nor sign-up among the steps: the journey cannot start. */
  private noCustomer = false;
  private readonly state: OnboardingStateController;

  constructor(
    private readonly host: OnwardHost,
    private readonly hooks: OnwardHooks,
  ) {
    this.state = new OnboardingStateController(host, new OperationController(host));
    takeMoves(hooks.journey);
  }

  /** Whether a step's work is done, from what the service said (sign-up: a consumer is known). */
  isDone(step: OnboardingStep): boolean {
    return step === 'sign-up' ? this.host.consumerId !== undefined : stepDone(step, this.state.known);
  }

  /** The first page could not start at sign-up: a consumer given (a resume), or none and no sign-up. */
  begin(): Promise<void> | undefined {
    const { host, hooks } = this;
    if (host.consumerId !== undefined) return this.readAndGo('resume');
    if (host.endUserId) console.error(`<svc-onboarding>: end-user-id "${host.endUserId}" is no UUID.`);
    if (hooks.journey.steps.includes('sign-up')) hooks.journey.open('sign-up', 'start');
    else {
      console.error('<svc-onboarding>: without end-user-id the journey needs its sign-up step.');
      this.noCustomer = true;
    }
    host.requestUpdate();
    return undefined;
  }

  /** Reads the consumer's state and opens the first step still needed (`done`: after the open step's work). */
  async readAndGo(reason: 'resume' | 'done'): Promise<void> {
    const { host, hooks } = this;
    const consumerId = host.consumerId;
    if (consumerId === undefined) return;
    const known = await this.state.read(consumerId, host.endUser, hooks.journey.steps);
    if (!known) return;
    if (known.consumer.status?.kyc?.value === 'DECLINED' && hooks.journey.steps.includes('kyc')) this.block('KYC_DECLINED');
    else advance(hooks.journey, (step) => this.isDone(step), reason);
  }

  private block(code: string): void {
    if (this.blocked === code) return;
    this.blocked = code;
    const { journey } = this.hooks;
    if (journey.current === undefined) advance(journey, (step) => step !== 'kyc' && this.isDone(step), 'resume');
    exitJourney(journey, code);
    this.host.requestUpdate();
  }

  /**
   * What a step's element reported, on `step`: its work done (read the state again and move on), the
   * KYC declined, or a refusal the journey cannot get past.
   */
  heard(step: OnboardingStep, detail: SvcSuccessDetail | SvcErrorDetail): void {
    if ('error' in detail) {
      const { code } = detail.error;
      if (code !== undefined && BLOCKING_CODES.includes(code)) this.block(code);
      return;
    }
    let outcome: 'done' | 'declined' | undefined;
    if (step === 'sign-up') {
      if (detail.operation === 'createConsumer') {
        this.host.createdId = detail.result.id;
        outcome = 'done';
      }
    } else if (detail.operation === STEP_WORK[step]) {
      if (detail.operation === 'verifyConsumerPhone') outcome = detail.result.verified ? 'done' : undefined;
      else if (detail.operation !== 'getConsumer') outcome = 'done';
      else {
        const kyc = detail.result.status?.kyc?.value;
        outcome = kyc === 'VALIDATED' ? 'done' : kyc === 'DECLINED' ? 'declined' : undefined;
      }
    }
    if (outcome === 'declined') this.block('KYC_DECLINED');
    else if (outcome === 'done') void this.readAndGo('done');
  }

  /** What shows instead of the steps: a refusal, the consumer's state being read or not read, a journey not set up. */
  renderInstead(retry: string): unknown {
    const { hooks } = this;
    const words = hooks.words();
    const error = (text: unknown) => html`<p class="message error" part="error" role="alert">${text}</p>`;
    if (this.blocked !== undefined) return error(this.blocked === 'KYC_DECLINED' ? words?.blockedKyc : words?.blockedPhone);
    if (hooks.journey.current !== undefined || hooks.journey.complete) return nothing;
    const read = this.state.state;
    if (read.status === 'reading') return html`<p part="loading" class="loading">${words?.reading}</p>`;
    if (read.status === 'error') {
      return html`${error(hooks.errorText(read.error))}<button type="button" part="retry-button" @click=${() => void this.readAndGo('resume')}>${retry}</button>`;
    }
    return this.noCustomer ? error(words?.noCustomer) : nothing;
  }
}
