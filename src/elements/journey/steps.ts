/**
 * Where a journey stands: the steps it runs (the partner's choice, kept in the service's order),
 * the step open, the steps visited (their elements stay alive, so Back finds what was typed), those
 * passed over because their work was already done, and whether the journey is complete. Each step's
 * element is fetched on demand (`OnDemandModule`, part `journey step`), when the step is first
 * opened: a page pays nothing for a later step until it is reached. Every move fires
 * `svc-step-change`. This is what a journey's first page needs (its first step opened); the moves
 * past it (`moves.ts`: passing over steps done, Back, the end and `svc-journey-complete`, the focus
 * and the live region after a move) come with the journey's later module.
 */
import type { ReactiveControllerHost } from 'lit';
import { OnDemandModule, type OnDemandHost } from '../base/on-demand.js';
import { SvcStepChangeEvent, type StepChangeReason } from './events.js';
import type { JourneyMoves } from './moves.js';

export interface JourneyStepsHost extends OnDemandHost, ReactiveControllerHost, EventTarget {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly localName: string;
}

export interface JourneyStepsOptions<S extends string> {
  /** Every step the journey knows, in the order the service allows. */
  order: readonly S[];
  /** The steps the partner chose (names outside `order` are left out, and said in the console by the progress). */
  chosen: () => readonly string[] | undefined;
  /** Fetches a step's element (its `define.js`). */
  load: (step: S) => Promise<unknown>;
  /** Whether a step's work is done (Continue shows on a step done). */
  isDone: (step: S) => boolean;
}

export class JourneyStepsController<S extends string> {
  /** The step open, or undefined before the journey knows where to start (or once it is complete). */
  current?: S;
  complete?: boolean;
  /**
   * What the journey does past its first step (`moves.ts`: its moves, Back, Continue, the summary,
   * the focus after a move), handed over by its later module; a first page runs without it.
   * @internal
   */
  moves?: JourneyMoves;
  /** The step whose heading takes the focus once the host drew (after a move the person made happen). @internal */
  focusPending?: boolean;
  /** The steps opened at least once, whose elements are kept, in the order first opened, each with the fetch of its element. */
  readonly visited = new Map<S, OnDemandModule<unknown>>();
  /** The chosen steps passed over because their work was done. @internal */
  readonly passed = new Set<S>();

  constructor(
    /** @internal */
    readonly host: JourneyStepsHost,
    /** @internal */
    readonly options: JourneyStepsOptions<S>,
  ) {}

  /** The steps this journey runs, in the service's order (none chosen, or none known: every step; the progress says unknown names, `progress.ts`). */
  get steps(): S[] {
    const { order } = this.options;
    const chosen = this.options.chosen() ?? [];
    const steps = order.filter((step) => chosen.includes(step));
    return steps.length > 0 ? steps : [...order];
  }

  /**
   * Opens a step (fetching its element the first time) and says so (`svc-step-change`, with the steps
   * passed over on the way). Which step, and what was passed over, is `moves.ts`'s past the first. @internal
   */
  open(step: S, reason: StepChangeReason, passedOver: S[] = []): void {
    const from = this.current ?? null;
    this.current = step;
    let module = this.visited.get(step);
    if (!module) this.visited.set(step, (module = new OnDemandModule(this.host, 'journey step', () => this.options.load(step))));
    void module.fetch();
    this.moves?.opened(this, reason);
    this.host.dispatchEvent(new SvcStepChangeEvent({ from, to: step, reason, passedOver }));
    this.host.requestUpdate();
  }
}
