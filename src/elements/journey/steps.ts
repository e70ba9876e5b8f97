/**
 * Where a journey stands: the steps it runs (the partner's choice, kept in the service's order),
 * the step open, the steps visited (their elements stay alive, so Back finds what was typed), those
 * passed over because their work was already done, and whether the journey is complete. Each step's
 * element is fetched on demand (`OnDemandModule`, part `journey step`), when the step is first
 * opened: a page pays nothing for a later step until it is reached. Every move fires
 * `svc-step-change`; the end `svc-journey-complete`; after a move the person made happen (a step
 * done, Back) the focus goes to the new step's heading and the live region says which step it is.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { OnDemandModule, type OnDemandHost } from '../base/on-demand.js';
import { SvcJourneyCompleteEvent, SvcStepChangeEvent, type StepChangeReason } from './events.js';

export interface JourneyStepsHost extends OnDemandHost, ReactiveControllerHost, EventTarget {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly localName: string;
}

export interface JourneyStepsOptions<S extends string> {
  /** Every step the journey knows, in the order the service allows. */
  order: readonly S[];
  /** The steps the partner chose (names outside `order` are said in the console and left out). */
  chosen: () => readonly string[] | undefined;
  /** Fetches a step's element (its `define.js`). */
  load: (step: S) => Promise<unknown>;
  /** Says a step is open (for the live region). */
  announce: (step: S) => void;
}

export class JourneyStepsController<S extends string> implements ReactiveController {
  /** The step open, or undefined before the journey knows where to start (or once it is complete). */
  current?: S;
  complete = false;
  /** The steps opened at least once, whose elements are kept. */
  private readonly visited = new Set<S>();
  private readonly passed = new Set<S>();
  private readonly modules = new Map<S, OnDemandModule<unknown>>();
  private focusPending = false;
  private warned = '';

  constructor(
    private readonly host: JourneyStepsHost,
    private readonly options: JourneyStepsOptions<S>,
  ) {
    host.addController(this);
  }

  /** The steps this journey runs, in the service's order. */
  get steps(): S[] {
    const chosen = this.options.chosen();
    if (!chosen || chosen.length === 0) return [...this.options.order];
    const unknown = chosen.filter((name) => !this.isStep(name));
    const said = unknown.join(' ');
    if (unknown.length > 0 && said !== this.warned) {
      this.warned = said;
      console.error(`<${this.host.localName}>: no step named ${unknown.map((name) => `"${name}"`).join(', ')}; the steps are ${this.options.order.join(', ')}.`);
    }
    const steps = this.options.order.filter((step) => chosen.includes(step));
    return steps.length > 0 ? steps : [...this.options.order];
  }

  /** Whether a name is one of the journey's steps. */
  isStep(name: string): name is S {
    return this.options.order.some((step) => step === name);
  }

  /** The steps whose elements are kept (opened at least once), in the order first opened. */
  get visitedSteps(): S[] {
    return [...this.visited];
  }

  /** The chosen steps passed over because their work was done, in order. */
  get passedOver(): S[] {
    return this.steps.filter((step) => this.passed.has(step));
  }

  /** The fetch of a step's element (started when the step is first opened). */
  module(step: S): OnDemandModule<unknown> {
    let module = this.modules.get(step);
    if (!module) {
      module = new OnDemandModule(this.host, 'journey step', () => this.options.load(step));
      this.modules.set(step, module);
    }
    return module;
  }

  /** The step before the open one among those the journey runs, if any. */
  get previous(): S | undefined {
    const steps = this.steps;
    const at = this.current === undefined ? -1 : steps.indexOf(this.current);
    return at > 0 ? steps[at - 1] : undefined;
  }

  /**
   * Opens the first chosen step whose work is not done, from the open one on (from the start for a
   * resume); done steps on the way are passed over. None left: the journey is complete.
   */
  advance(isDone: (step: S) => boolean, reason: StepChangeReason): void {
    const steps = this.steps;
    const from = reason === 'done' && this.current !== undefined ? steps.indexOf(this.current) + 1 : 0;
    const passedNow: S[] = [];
    for (const step of steps.slice(Math.max(from, 0))) {
      if (!isDone(step)) {
        this.open(step, reason, passedNow);
        return;
      }
      if (step !== this.current) passedNow.push(step);
    }
    for (const step of passedNow) this.passed.add(step);
    this.finish();
  }

  /** Back to the step before the open one. */
  back(): void {
    const previous = this.previous;
    if (previous !== undefined) this.open(previous, 'back', []);
  }

  private open(step: S, reason: StepChangeReason, passedNow: S[]): void {
    for (const passed of passedNow) this.passed.add(passed);
    this.passed.delete(step);
    const from = this.current ?? null;
    if (from === step && reason !== 'back') return;
    this.current = step;
    this.visited.add(step);
    void this.module(step).fetch();
    this.focusPending = reason === 'done' || reason === 'back';
    if (this.focusPending) this.options.announce(step);
    this.host.dispatchEvent(new SvcStepChangeEvent({ from, to: step, reason, passedOver: [...passedNow] }));
    this.host.requestUpdate();
  }

  private finish(): void {
    if (this.complete) return;
    this.complete = true;
    this.focusPending = true;
    this.current = undefined;
    this.host.dispatchEvent(new SvcJourneyCompleteEvent({ steps: this.steps, passedOver: this.passedOver }));
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    if (!this.focusPending) return;
    this.focusPending = false;
    const heading = this.host.renderRoot.querySelector<HTMLElement>(this.complete ? '[data-summary-heading]' : `[data-step-heading="${this.current ?? ''}"]`);
    heading?.focus();
  }
}

/**
 * The module of a journey's later steps (their views, the state and words only they need), fetched
 * once for the page with the first of them: a journey's first page carries only its first step.
 */
export function laterModule<M>(fetch: () => Promise<M>): { readonly here: () => M | undefined; readonly load: () => Promise<M> } {
  let module: M | undefined;
  return {
    /** The module, once it has arrived. */
    here: () => module,
    /** Fetches it (once for the page; a failed fetch is tried again by the next call). */
    load: async () => (module ??= await fetch()),
  };
}
