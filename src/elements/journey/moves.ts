/**
 * What a journey does once it moves past its first step, fetched with the journey's later module
 * (each journey's later steps import it): opening the first step still needed with the steps done
 * passed over, Back, the end (`svc-journey-complete`) and its summary, Back and Continue among the
 * actions, and after a move the person made happen (a step done, Back) the focus on the new step's
 * heading and the live region's words. The later module hands it to the journey's steps when it
 * arrives (`takeMoves`), which draw and move with it from then on: a journey's first page, its first
 * step open, carries none of it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Catalog } from '../../i18n/catalog.js';
import { SvcJourneyCompleteEvent, SvcJourneyExitEvent, type StepChangeReason } from './events.js';
import type { JourneyStepsController } from './steps.js';

type Steps<S extends string> = JourneyStepsController<S>;

/** The step before the open one among those the journey runs, if any. */
function previous<S extends string>(journey: Steps<S>): S | undefined {
  const steps = journey.steps;
  const at = journey.current === undefined ? -1 : steps.indexOf(journey.current);
  return at > 0 ? steps[at - 1] : undefined;
}

/** The chosen steps passed over because their work was done, in order. */
function passedOver<S extends string>(journey: Steps<S>): S[] {
  return journey.steps.filter((step) => journey.passed.has(step));
}

/** Opens a step unless it is open already (Back always), keeping which steps were passed over. */
function go<S extends string>(journey: Steps<S>, step: S, reason: StepChangeReason, passedNow: S[] = []): void {
  for (const passed of passedNow) journey.passed.add(passed);
  journey.passed.delete(step);
  if (journey.current !== step || reason === 'back') journey.open(step, reason, [...passedNow]);
}

/**
 * Opens the first chosen step whose work is not done, from the open one on (from the start for a
 * resume); done steps on the way are passed over. None left: the journey is complete.
 */
export function advance<S extends string>(journey: Steps<S>, isDone: (step: S) => boolean, reason: StepChangeReason): void {
  const steps = journey.steps;
  const from = reason === 'done' && journey.current !== undefined ? steps.indexOf(journey.current) + 1 : 0;
  const passedNow: S[] = [];
  for (const step of steps.slice(Math.max(from, 0))) {
    if (!isDone(step)) {
      go(journey, step, reason, passedNow);
      return;
    }
    if (step !== journey.current) passedNow.push(step);
  }
  for (const step of passedNow) journey.passed.add(step);
  if (journey.complete) return;
  journey.complete = true;
  journey.focusPending = true;
  journey.current = undefined;
  journey.host.dispatchEvent(new SvcJourneyCompleteEvent({ steps, passedOver: passedOver(journey) }));
  journey.host.requestUpdate();
}

const journeyMoves = {
  /** A step opened: after a move the person made happen, its heading takes the focus and the live region names it (`focus`). */
  opened<S extends string>(journey: Steps<S>, reason: StepChangeReason): void {
    journey.focusPending = reason === 'done' || reason === 'back';
  },

  /**
   * Once the host drew, after a move: the focus on the step's heading (the summary's at the end),
   * and the live region says the step as the progress and the heading show it ("Step 2 of 5: About you").
   */
  focus<S extends string>(journey: Steps<S>): void {
    if (!journey.focusPending) return;
    journey.focusPending = false;
    const root = journey.host.renderRoot;
    const heading = root.querySelector<HTMLElement>(`#${journey.complete ? 'summary-heading' : `heading-${journey.current ?? ''}`}`);
    const announcer = root.querySelector('.announcer');
    if (announcer && !journey.complete) announcer.textContent = `${root.querySelector('.position')?.textContent ?? ''}: ${heading?.textContent ?? ''}`;
    heading?.focus();
  },

  /** Back (to the step before the open one, what was typed kept) and Continue (on a step already done: to the next still needed). */
  buttons<S extends string>(journey: Steps<S>, current: S, texts: Catalog['journey']): TemplateResult {
    const before = previous(journey);
    return html`${before === undefined ? nothing : html`<button type="button" class="secondary" part="back-button" @click=${() => go(journey, before, 'back')}>${texts.back}</button>`}
    ${journey.options.isDone(current) ? html`<button type="button" part="continue-button" @click=${() => advance(journey, journey.options.isDone, 'done')}>${texts.continue}</button>` : nothing}`;
  },

  /** The end, once every step is done. */
  summary<S extends string>(journey: Steps<S>, title: string, text: string): TemplateResult | typeof nothing {
    return !journey.complete ? nothing : html`<section part="summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading" part="step-title" tabindex="-1">${title}</h2>
      <p>${text}</p>
    </section>`;
  },
};

export type JourneyMoves = typeof journeyMoves;

/**
 * Hands the moves to a journey's steps, once its later module is here: they draw and move with them
 * from then on.
 */
export function takeMoves<S extends string>(journey: Steps<S>): void {
  if (journey.moves) return;
  journey.moves = journeyMoves;
  journey.host.addController({
    hostUpdated: () => journeyMoves.focus(journey),
  });
}

/** Stops the journey: the service refused in a way it cannot get past (`svc-journey-exit`, blocked, with its code). */
export function exitJourney<S extends string>(journey: Steps<S>, code: string): void {
  const step = journey.current;
  if (step !== undefined) journey.host.dispatchEvent(new SvcJourneyExitEvent({ step, reason: 'blocked', code }));
}
