/**
 * The base of the journeys (`<svc-onboarding>` first): one tag that runs the kit's elements as
 * steps. The partner chooses the steps (`steps`, kept in the service's order); each step's element
 * is fetched when the step is first opened; a step whose work is already done is passed over; the
 * elements of the steps visited stay in place (hidden when another step is open), so Back never
 * loses what was typed. Around them the base draws the progress (a list, the open step marked
 * `aria-current="step"`; `progress.ts`, fetched once the first step has drawn, its place kept until
 * then), the step's heading (focused when a step opens after the person acted) and intro, Back,
 * Continue (on a step already done) and Finish later, a live region that says each new step (and
 * the open one when the progress arrives), and the summary at the end. `JourneyStepsController` (`steps.ts`) holds where the journey
 * stands; the subclass says which steps are done, draws each step's element and gives the words.
 * Back, Continue, the summary and the moves past the first step come with the journey's later module
 * (`moves.ts`): the first page draws its first step and Finish later.
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { SvcElement } from '../base/svc-element.js';
import type { OnDemandModule } from '../base/on-demand.js';
import { SvcJourneyExitEvent } from './events.js';
import { JourneyStepsController } from './steps.js';
import { journeyStyles } from './journey-styles.js';
import type { FieldControls } from '../form/field-control.js';

/**
 * A journey's field control (a journey that offers it declares `fields` of this type): for each step
 * that holds a form, its part (`{ value, locked, hidden }` by the paths of that form's body), passed
 * down to the step's element as its `fields`.
 */
export type JourneyFields<S extends string> = { readonly [K in S]?: FieldControls };

/**
 * A journey's own words that the base shows: its progress's name and its end's text. The words every
 * journey shares (the position, Back, Continue, Finish later, a step loading…) are the catalog's part
 * `journey` (src/i18n/journey/), which each journey carries beside its own (`ownMessages`); Try again
 * is every element's (`common`).
 */
export interface JourneyTexts {
  progress: string;
  completeText: string;
}

/** `steps="sign-up profile"` (spaces or commas) → `['sign-up', 'profile']` (never reflected). */
const stepsConverter = {
  fromAttribute: (value: string | null): string[] | undefined => value?.split(/[\s,]+/).filter(Boolean),
};

export abstract class SvcJourneyElement<S extends string> extends SvcElement {
  static override styles = [...SvcElement.styles, journeyStyles];

  /**
   * The steps to run, by name (attribute: names separated by spaces or commas). They run in the
   * service's order whatever order they are given in; an unknown name is said in the console. Unset
   * or empty: every step.
   */
  @property({ converter: stepsConverter }) steps?: string[];

  /** Where the journey stands. */
  protected readonly journey: JourneyStepsController<S>;

  /** What draws the progress, once here: fetched once the first step has drawn (or the end, on a resume with every step done), through the journey's `shown`. */
  private drawProgress?: ReturnType<typeof import('./progress.js').showProgress>;
  private progressAsked?: boolean;

  /**
   * @param order every step the journey knows, in the order the service allows
   * @param load fetches a step's element (its `define.js`), when the step first opens
   */
  constructor(order: readonly S[], load: (step: S) => Promise<unknown>) {
    super();
    // A step shows once its module is here and what it needs besides (`stepReady`).
    const ready = async (step: S) => [await load(step), await this.stepReady(step)];
    this.journey = new JourneyStepsController<S>(this, {
      order,
      chosen: () => this.steps,
      load: ready,
      isDone: (step) => this.isDone(step),
    });
  }

  /** What a step waits for once its module is here, besides (the later steps' words in the page's language). */
  protected abstract stepReady(step: S): unknown;

  /** The journey's own words the base shows (its progress's name, its end's text). */
  protected abstract get journeyTexts(): JourneyTexts;

  /** A step's name, as the progress and its heading show it. */
  protected abstract stepTitle(step: S): string;

  /** What a step asks of the person, under its heading. */
  protected abstract stepIntro(step: S): string;

  /** The step's element, once it has been fetched. */
  protected abstract renderStep(step: S): unknown;

  /** Whether a step's work is done, from what the service said. */
  protected abstract isDone(step: S): boolean;

  /** What shows instead of the steps before the journey knows where to start (a load, a failure, a stop). */
  protected abstract renderInstead(): unknown;

  /**
   * Once the first step (or the end) has drawn and painted (and each time the fetch is tried again):
   * fetches the progress (`progress.ts`), and what the journey fetches then besides. Each journey
   * spells the progress's import itself, so that the base, which both journeys' first pages share,
   * imports nothing on demand (no manifest of its own to list, no import helper in its chunk).
   * @internal
   */
  protected abstract shown(): Promise<typeof import('./progress.js')>;

  /** Once the first step's element (or the end) has drawn and painted, the progress is fetched. */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const { journey } = this;
    const current = journey.current;
    if (this.progressAsked || !(current === undefined ? journey.complete : journey.visited.get(current)?.module)) return;
    this.progressAsked = true;
    // A fetch that fails leaves the place kept (the step's heading still names the step), and the next update tries again.
    const fetch = () =>
      this.shown().then(
        (module) => {
          this.drawProgress = module.showProgress(journey);
          this.requestUpdate();
        },
        () => (this.progressAsked = false),
      );
    requestAnimationFrame(() => setTimeout(fetch));
  }

  protected override renderContent(): TemplateResult {
    const texts = this.messages.journey;
    const own = this.journeyTexts;
    const { journey } = this;
    const current = journey.current;
    // The live region's words are the moves' (`moves.ts`), said after a move, never by a first page.
    // The progress arrives once the first step has drawn (`progress.ts`); its place is kept until then.
    return html`<div part="base" class="journey">
      ${this.drawProgress?.(journey, texts, own.progress, (step) => this.stepTitle(step)) ?? html`<div class="progress-kept"></div>`}
      <div class="announcer visually-hidden" role="status" aria-live="polite"></div>
      ${journey.moves?.summary(journey, texts.completeTitle, own.completeText)}
      ${this.renderInstead()}
      ${
        // In the order first opened: sections are only ever added, at the end, so each keeps its
        // place and its step's element (with what was typed) without a keyed repeat.
        [...journey.visited].map(
          ([step, module]) =>
            html`<section part="step step-${step}" data-step=${step} ?hidden=${step !== current} aria-labelledby="heading-${step}">
              <h2 id="heading-${step}" part="step-title" tabindex="-1">${this.stepTitle(step)}</h2>
              <p part="step-intro" class="intro">${this.stepIntro(step)}</p>
              ${module.module !== undefined ? this.renderStep(step) : this.renderWait(module, () => module.fetch())}
            </section>`,
        )
      }
      ${
        // Back and Continue come with the moves past the first step (`moves.ts`); Finish later is always there.
        current === undefined
          ? nothing
          : html`<div part="actions" class="actions">
              ${journey.moves?.buttons(journey, current, texts)}
              <button type="button" class="secondary" part="later-button" @click=${() => this.emit(new SvcJourneyExitEvent({ step: current, reason: 'later' }))}>${texts.later}</button>
            </div>`
      }
    </div>`;
  }

  /** A part being fetched ("Loading this step…"), or one that could not be: said, with Try again (`retry`). */
  protected renderWait(part: OnDemandModule<unknown>, retry: () => unknown): TemplateResult {
    const texts = this.messages.journey;
    return part.failed
      ? html`<p class="message error" part="error" role="alert">${texts.stepFailed}</p>
          <button type="button" part="retry-button" @click=${retry}>${this.messages.common.retry}</button>`
      : html`<p part="loading" class="loading">${texts.loadingStep}</p>`;
  }
}
