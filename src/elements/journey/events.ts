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
  /** The class's event type (the base class: any of the three). */
  static readonly type?: string;

  /**
   * `instanceof` goes by the event's type: through the script tag each journey carries its own copy
   * of this module (vite.config.ts, `journeyCopies`), and the public API's classes must still match
   * the events every journey fires.
   */
  static override [Symbol.hasInstance]<T>(this: (abstract new (...args: never[]) => T) & { type?: string }, value: unknown): value is T {
    return value instanceof CustomEvent && (this.type ? [this.type] : ['svc-step-change', 'svc-journey-complete', 'svc-journey-exit']).includes(value.type);
  }

  constructor(type: string, detail: D) {
    super(type, { bubbles: true, composed: true, detail });
  }
}

/** The journey moved from one step to another. */
export class SvcStepChangeEvent extends SvcJourneyEvent<SvcStepChangeDetail> {
  static override get type(): string {
    return 'svc-step-change';
  }

  constructor(detail: SvcStepChangeDetail) { super(SvcStepChangeEvent.type, detail); }
}

/** Every step of the journey is done. */
export class SvcJourneyCompleteEvent extends SvcJourneyEvent<SvcJourneyCompleteDetail> {
  static override get type(): string {
    return 'svc-journey-complete';
  }

  constructor(detail: SvcJourneyCompleteDetail) { super(SvcJourneyCompleteEvent.type, detail); }
}

/** The journey stopped before its end: the person will finish later, or the service blocks it. */
export class SvcJourneyExitEvent extends SvcJourneyEvent<SvcJourneyExitDetail> {
  static override get type(): string {
    return 'svc-journey-exit';
  }

  constructor(detail: SvcJourneyExitDetail) { super(SvcJourneyExitEvent.type, detail); }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-step-change': SvcStepChangeEvent;
    'svc-journey-complete': SvcJourneyCompleteEvent;
    'svc-journey-exit': SvcJourneyExitEvent;
  }
}
