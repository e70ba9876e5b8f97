/**
 * The lifecycle events every journey fires (`<svc-onboarding>` and the journeys after it), for a
 * partner's analytics. Their details carry step names, reasons and codes only: never what a
 * person typed, never an identifier of theirs (a test holds every detail against the typed values).
 */

/** Why a journey moved to another step. */
export type StepChangeReason =
  /** The journey opened its first step (nothing known yet of the person). */
  | 'start'
  /** The journey read the service's state and opened the first step whose work is not done yet. */
  | 'resume'
  /** The step's work is done (the service answered it); the next step still needed opens. */
  | 'done'
  /** The person went back to an earlier step. */
  | 'back';

export interface SvcStepChangeDetail {
  /** The step left, or `null` when the journey opens. */
  from: string | null;
  /** The step opened. */
  to: string;
  reason: StepChangeReason;
  /** The chosen steps passed over on the way because their work was already done, in order. */
  passedOver: string[];
}

/** Why a journey stopped before its end. */
export type JourneyExitReason =
  /** The person chose to carry on later ("Finish later"). */
  | 'later'
  /** The service refused in a way the journey cannot get past (`code` says which). */
  | 'blocked';

export interface SvcJourneyExitDetail {
  /** The step the person was on. */
  step: string;
  reason: JourneyExitReason;
  /** For `blocked`: the service's error code or the status that blocks (`PHONE_ALREADY_USED`, `KYC_DECLINED`). */
  code?: string;
}

export interface SvcJourneyCompleteDetail {
  /** The steps the journey ran, in order (the partner's choice within the service's order). */
  steps: string[];
  /** Those found already done and passed over. */
  passedOver: string[];
}

/**
 * What every journey's event is: bubbling and composed, so the partner hears it from anywhere in the
 * page (`instanceof SvcJourneyEvent` matches the three below).
 */
export class SvcJourneyEvent<D> extends CustomEvent<D> {
  constructor(type: string, detail: D) {
    super(type, { bubbles: true, composed: true, detail });
  }
}

/** The journey moved from one step to another. */
export class SvcStepChangeEvent extends SvcJourneyEvent<SvcStepChangeDetail> {
  constructor(detail: SvcStepChangeDetail) { super('svc-step-change', detail); }
}

/** Every step of the journey is done. */
export class SvcJourneyCompleteEvent extends SvcJourneyEvent<SvcJourneyCompleteDetail> {
  constructor(detail: SvcJourneyCompleteDetail) { super('svc-journey-complete', detail); }
}

/** The journey stopped before its end: the person will finish later, or the service blocks it. */
export class SvcJourneyExitEvent extends SvcJourneyEvent<SvcJourneyExitDetail> {
  constructor(detail: SvcJourneyExitDetail) { super('svc-journey-exit', detail); }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-step-change': SvcStepChangeEvent;
    'svc-journey-complete': SvcJourneyCompleteEvent;
    'svc-journey-exit': SvcJourneyExitEvent;
  }
}
