/**
 * A journey's progress: the steps as an ordered list in a navigation landmark, the open one marked
 * `aria-current="step"`, each done one said as done in words (not by colour alone), and "Step 2 of 5"
 * above the list for every reader. A journey's first page draws its first step alone and keeps the
 * progress's place; the progress is fetched once that step has drawn. It also says in the console
 * the chosen step names the journey does not know, as it leaves them out of its list.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { format, type Catalog } from '../../i18n/catalog.js';
import type { JourneyStepsController } from './steps.js';

const progressStyles = css`
  .position,
  .step {
    color: var(--_muted);
  }
  .position {
    margin: 0 0 var(--_space);
  }
  .steps {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space) calc(var(--_space) * 2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .step {
    display: flex;
    align-items: center;
    gap: calc(var(--_space) * 0.75);
  }
  .step[aria-current] {
    color: var(--_text);
    font-weight: 600;
  }
  .marker {
    display: inline-grid;
    place-items: center;
    min-width: 1.75em;
    height: 1.75em;
    border-radius: 50%;
    border: 1px solid var(--_border);
  }
  .step[aria-current] .marker {
    border: 2px solid var(--_primary);
  }
  .step.done .marker {
    background: var(--_success);
    border-color: var(--_success);
    color: var(--_bg);
  }
  /* On a narrow screen only the open step keeps its name in sight; the others keep it for screen readers. */
  @container svc-journey (max-width: 30rem) {
    .step:not([aria-current]) .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

/**
 * The progress of a journey's steps.
 * @param label the progress's name ("Your progress")
 * @param title a step's name, as its heading shows it
 */
function renderProgress<S extends string>(journey: JourneyStepsController<S>, texts: Catalog['journey'], label: string, title: (step: S) => string): TemplateResult {
  const current = journey.current;
  const steps = journey.steps;
  return html`<nav part="progress" aria-label=${label}>
    ${current === undefined ? nothing : html`<p part="progress-position" class="position">${format(texts.position, { number: steps.indexOf(current) + 1, total: steps.length })}</p>`}
    <ol class="steps">
      ${steps.map((step, index) => {
        const done = journey.options.isDone(step);
        return html`<li
          part="progress-step${step === current ? ' progress-step-current' : ''}${done ? ' progress-step-done' : ''}"
          class="step${done ? ' done' : ''}"
          data-step=${step}
          aria-current=${step === current ? 'step' : nothing}
        >
          <span class="marker" aria-hidden="true">${done ? '✓' : index + 1}</span>
          <span class="label">${title(step)}</span>${done ? html`<span class="visually-hidden"> (${texts.done})</span>` : nothing}
        </li>`;
      })}
    </ol>
  </nav>`;
}

/**
 * The progress joins a journey: its styles, and once drawn, the open step said in the live region as
 * the progress and the heading show it ("Step 1 of 5: …"), unless a move said it already. The focus
 * stays where it is. Returns what draws it, which says in the console the chosen step names the
 * journey does not know (once for each set of them).
 */
export function showProgress<S extends string>(journey: JourneyStepsController<S>): typeof renderProgress {
  const { host, options } = journey;
  let warned = '';
  const root = host.renderRoot;
  const sheet = progressStyles.styleSheet;
  if (root instanceof ShadowRoot && sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  const once = {
    hostUpdated: () => {
      const announcer = root.querySelector('.announcer');
      if (!announcer) return;
      host.removeController(once);
      const position = root.querySelector('.position');
      if (position && !announcer.textContent) announcer.textContent = `${position.textContent ?? ''}: ${root.querySelector(`#heading-${journey.current ?? ''}`)?.textContent ?? ''}`;
    },
  };
  host.addController(once);
  return (...drawn) => {
    const { order } = options;
    const unknown = (options.chosen() ?? []).filter((name) => !order.some((step) => step === name)).join('", "');
    if (unknown && unknown !== warned) console.error(`<${host.localName}>: no step named "${(warned = unknown)}"; the steps are ${order.join(', ')}.`);
    return renderProgress(...drawn);
  };
}
